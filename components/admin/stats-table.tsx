'use client';
import { DataTable, type Column } from '@/components/ui/data-table/data-table';
import { TOTAL_ROW } from '@/lib/reception/stats';
import styles from './staff-console.module.css';

/** A column of a statistics table: the row's key and its header. */
export interface StatsColumn {
  key: string;
  label: string;
}
/** A statistics row: the course (`raceName`, or TOTAL_ROW) and its figures, as numbers or ready text. */
export type StatsRow = Record<string, string | number>;

/**
 * A statistics table (spec §3 statistics rows): one row per course plus the total row. Beside the
 * console's menu every column shares the width (17 regions fit at 1280 px, no column may give way);
 * on a phone each course is a card of its figures.
 */
export function StatsTable({
  caption,
  columns,
  rows,
  totalLabel,
}: {
  caption: string;
  columns: StatsColumn[];
  rows: StatsRow[];
  totalLabel: string;
}) {
  const name = (r: StatsRow) => (r.raceName === TOTAL_ROW ? totalLabel : String(r.raceName));
  const [first, ...figures] = columns;
  const table: Array<Column<StatsRow>> = [
    { id: first.key, header: first.label, cell: ({ row }) => name(row.original), meta: { rowHeader: true, width: '6.5rem' } },
    ...figures.map((c): Column<StatsRow> => ({
      id: c.key,
      header: c.label,
      cell: ({ row }) => String(row.original[c.key] ?? 0),
      meta: { numeric: true },
    })),
  ];
  return (
    <div className={styles.statsBlock}>
      <DataTable
        data={rows}
        columns={table}
        rowId={(r) => String(r.raceName)}
        empty={null}
        caption={caption}
        layout="fixed"
        rowProps={(r) => (r.raceName === TOTAL_ROW ? { className: styles.totalRow } : {})}
        card={(r) => (
          <article className={styles.statsCard}>
            <h4>{name(r)}</h4>
            <dl>
              {figures.map((c) => (
                <div key={c.key}>
                  <dt>{c.label}</dt>
                  <dd>{String(r[c.key] ?? 0)}</dd>
                </div>
              ))}
            </dl>
          </article>
        )}
      />
    </div>
  );
}
