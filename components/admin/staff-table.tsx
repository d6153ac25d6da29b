import type { ReactNode } from 'react';
import styles from './staff-console.module.css';

/**
 * A staff list as a table that scrolls sideways inside its own region on narrow screens (never the
 * page): its label (also the region's, for screen readers), column headings and rows.
 */
export function StaffTable({
  label,
  headings,
  testId,
  children,
}: {
  label: string;
  headings: ReactNode[];
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.tableWrap} role="region" aria-label={label} tabIndex={0}>
      <table className="table" aria-label={label} data-testid={testId}>
        <thead>
          <tr>
            {headings.map((h, i) => (
              <th key={i} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
