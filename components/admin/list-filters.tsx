'use client';
import { useTranslations } from 'next-intl';
import { usePathname, useRouter } from 'next/navigation';
import { useFeedback } from '@/components/ui/feedback';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { ROW_COUNTS } from '@/lib/reception/page-query';
import styles from './staff-console.module.css';

export type FilterField =
  | { name: string; label: string; type: 'text' | 'date'; value?: string; inputMode?: 'numeric' }
  | {
      name: string;
      label: string;
      type: 'select';
      value?: string;
      options: Array<{ value: string; label: string }>;
      /** The first choice, meaning 'no filter' (default: 'all'); the edition selector's is 'the current edition'. */
      placeholder?: string;
    };

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
  const { alert } = useFeedback();

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
    <form method="get" className={styles.filters} onSubmit={onSubmit} role="search">
      {fields.map((f) =>
        f.type === 'select' ? (
          <SelectField
            key={f.name}
            id={`f-${f.name}`}
            name={f.name}
            label={f.label}
            defaultValue={f.value ?? ''}
            placeholder={f.placeholder ?? t('filters.all')}
            options={f.options}
          />
        ) : (
          <TextField
            key={f.name}
            id={`f-${f.name}`}
            name={f.name}
            label={f.label}
            type={f.type}
            defaultValue={f.value ?? ''}
            inputMode={f.type === 'text' ? f.inputMode : undefined}
          />
        ),
      )}
      <SelectField
        id="f-rowCount"
        name="rowCount"
        label={t('filters.rowsPerPage')}
        defaultValue={String(rowCount)}
        options={ROW_COUNTS.map((n) => ({ value: String(n), label: n }))}
      />
      <button className="btn" type="submit">
        {t('filters.search')}
      </button>
    </form>
  );
}
