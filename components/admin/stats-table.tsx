import styles from './staff-console.module.css';

/** A statistics table (spec §3 statistics rows): one row per course plus the total row. */
export function StatsTable({
  caption,
  columns,
  rows,
  totalLabel,
}: {
  caption: string;
  columns: Array<{ key: string; label: string; render?: (row: Record<string, unknown>) => React.ReactNode }>;
  rows: Array<Record<string, unknown>>;
  totalLabel: string;
}) {
  return (
    <div style={{ overflowX: 'auto', marginBottom: 12 }} tabIndex={0}>
      {/* Compact cells: the region table's 17 regions fit beside the console's menu at 1280 px. */}
      <table className={`table ${styles.statsTable}`}>
        <caption style={{ textAlign: 'left', fontWeight: 700, padding: '6px 0' }}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={String(r.raceName)} style={r.raceName === 'total' ? { fontWeight: 700 } : undefined}>
              {columns.map((c) => (
                <td key={c.key}>
                  {c.key === 'raceName' && r.raceName === 'total' ? totalLabel : c.render ? c.render(r) : String(r[c.key] ?? 0)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
