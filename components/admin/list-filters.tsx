'use client';
import { useTranslations } from 'next-intl';
import { usePathname, useRouter } from 'next/navigation';
import { useDialog } from '@/components/ui/dialog';
import { ROW_COUNTS } from '@/lib/reception/page-query';
import styles from './staff-console.module.css';

export type FilterField =
  | { name: string; label: string; type: 'text' | 'date'; value?: string; inputMode?: 'numeric' }
  | { name: string; label: string; type: 'select'; value?: string; options: Array<{ value: string; label: string }> };

/**
 * Filter bar of a staff list (spec §2 "Pagination keeps other filters in the query"): submitting
 * puts every non-empty field and rowCount in the query with pageNo=1. `check` may refuse the
 * filters with a message (e.g. end date before start date, spec §5).
 */
export function ListFilters({
  fields,
  rowCount,
  check,
}: {
  fields: FilterField[];
  rowCount: number;
  check?: (values: Record<string, string>) => string | null;
}) {
  const t = useTranslations('reception');
  const router = useRouter();
  const pathname = usePathname();
  const { alert, dialog } = useDialog();

  function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const values = Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v).trim()]));
    const problem = check?.(values);
    if (problem) {
      void alert(problem);
      return;
    }
    const q = new URLSearchParams({ pageNo: '1', rowCount: values.rowCount || '10' });
    for (const f of fields) if (values[f.name]) q.set(f.name, values[f.name]);
    router.push(`${pathname}?${q}`);
  }

  return (
    <>
      {dialog}
      <form className={styles.filters} onSubmit={onSubmit} role="search">
        {fields.map((f) => (
          <div className="field" key={f.name}>
            <label htmlFor={`f-${f.name}`}>{f.label}</label>
            {f.type === 'select' ? (
              <select id={`f-${f.name}`} name={f.name} defaultValue={f.value ?? ''}>
                <option value="">{t('filters.all')}</option>
                {f.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={`f-${f.name}`}
                name={f.name}
                type={f.type}
                defaultValue={f.value ?? ''}
                inputMode={f.type === 'text' ? f.inputMode : undefined}
              />
            )}
          </div>
        ))}
        <div className="field">
          <label htmlFor="f-rowCount">{t('filters.rowsPerPage')}</label>
          <select id="f-rowCount" name="rowCount" defaultValue={String(rowCount)}>
            {ROW_COUNTS.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
        <button className="btn" type="submit">
          {t('filters.search')}
        </button>
      </form>
    </>
  );
}
