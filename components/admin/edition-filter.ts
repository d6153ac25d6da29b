import type { EditionSummary } from '@/lib/editions/list';
import type { FilterField } from './list-filters';

/**
 * The edition field of a staff list's filters (past editions' registrations stay readable): the
 * editions newest first, empty meaning the current one. `t` translates `editions.*` keys.
 */
export function editionFilterField(
  editions: EditionSummary[],
  value: string | undefined,
  t: (key: string, values?: Record<string, string | number>) => string,
): FilterField {
  return {
    name: 'eventCode',
    label: t('editions.edition'),
    type: 'select',
    value,
    placeholder: t('editions.currentEdition'),
    options: editions
      .filter((e) => !e.isCurrent)
      .map((e) => ({ value: e.eventCode, label: t('editions.option', { round: e.holdRound, code: e.eventCode }) })),
  };
}
