'use client';
import { useTranslations } from 'next-intl';

/** The `<option>`s of a round choice: 'Round N (year)', newest first (spec §9: rounds 1..24). */
export function RoundOptions({ editions }: { editions: Array<{ holdRound: number; year: number }> }) {
  const t = useTranslations('records');
  return editions.map((e) => (
    <option key={e.holdRound} value={e.holdRound}>
      {t('round', { holdRound: e.holdRound, year: e.year })}
    </option>
  ));
}
