import { getTranslations } from 'next-intl/server';
import styles from '@/components/admin/staff-console.module.css';
import type { EditionSummary } from '@/lib/editions/list';

/**
 * The edition selector of the staff lists (a GET form, works without script): the current edition by
 * default, a past one to read its registrations. `keep` are the other query values the page keeps
 * (the page number goes back to 1); `extra` adds more selects to the same form.
 */
export async function EditionPicker({
  editions,
  value,
  keep = {},
  children,
}: {
  editions: EditionSummary[];
  value: string | undefined;
  keep?: Record<string, string>;
  children?: React.ReactNode;
}) {
  const t = await getTranslations('editions');
  return (
    <form method="get" className={styles.pickers} aria-label={t('picker')}>
      {Object.entries(keep)
        .filter(([k]) => k !== 'eventCode' && k !== 'pageNo')
        .map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={v} />
        ))}
      <label>
        {t('edition')}
        <select name="eventCode" defaultValue={value ?? editions.find((e) => e.isCurrent)?.eventCode}>
          {editions.map((e) => (
            <option key={e.eventCode} value={e.eventCode}>
              {t('option', { round: e.holdRound, code: e.eventCode })}
              {e.isCurrent ? ` (${t('current')})` : ''}
            </option>
          ))}
        </select>
      </label>
      {children}
      <button type="submit" className="btn btn-outline btn-sm">
        {t('show')}
      </button>
    </form>
  );
}
