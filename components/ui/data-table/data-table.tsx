'use client';
import { flexRender, getCoreRowModel, useReactTable, type Cell, type ColumnDef, type Row, type RowData } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { useCallback, useId, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import styles from './data-table.module.css';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the generics are tanstack's own
  interface ColumnMeta<TData extends RowData, TValue> {
    /**
     * How much the column matters when the table is narrow: 1 (default) always shown; 2 hidden when
     * the table's box is under 900 px wide; 3 under 1100 px. Hidden columns stay readable in the
     * row's details drawer.
     */
    priority?: 1 | 2 | 3;
    /** A column of controls (check box, buttons): drawn first, never in the details drawer. */
    action?: boolean;
    /** Free text that may wrap between words (titles, group names); other cells never break. */
    wrap?: boolean;
    /** Numbers: right-aligned, tabular figures. */
    numeric?: boolean;
    /** The column naming each row (a course in a statistics table): its cells are row headers. */
    rowHeader?: boolean;
    /** A fixed width (CSS length) for the column, e.g. the first column of a `fixed` table. */
    width?: string;
  }
}

/** Width of the table's box (px) under which rows with a card renderer show as cards (the CSS container query's too). */
const CARDS_BELOW_PX = 600;

/** A column of a DataTable: tanstack's definition (header, accessor or cell, meta); the value type varies by column. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each column has its own value type, as tanstack's own examples type them
export type Column<T> = ColumnDef<T, any>;

export interface DataTableProps<T> {
  data: T[];
  columns: Array<Column<T>>;
  /** A stable id per row (a registration number, a post number; the index where rows have none). */
  rowId: (row: T, index: number) => string;
  /** Shown instead of the table when `data` is empty ('No results.', spec §8). */
  empty: ReactNode;
  /** The table's accessible name. */
  label?: string;
  /** A visible caption above the table (and its accessible name). */
  caption?: ReactNode;
  /**
   * 'fixed': the columns share the box's width equally and their headers and figures wrap (a grid
   * of figures such as 17 regions, where no column may give way); default: columns as wide as their content.
   */
  layout?: 'auto' | 'fixed';
  testId?: string;
  /** Extra attributes of each row (test ids, a class such as a total row's, a click that opens the row). */
  rowProps?: (row: T) => HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, string>;
  /**
   * The row as a card for narrow boxes (under 600 px: phones): the table gives way to a list of
   * these, so a name or a time never wraps one character per line. Without it the table scrolls in its own box.
   */
  card?: (row: T) => ReactNode;
  /** Title of a row's details drawer (e.g. the registration number); without it, no drawer. */
  detailsTitle?: (row: T) => string;
}

/**
 * The one table of the site (staff lists, results, board lists), on @tanstack/react-table. It fits its
 * box instead of scrolling sideways: columns carry a priority (meta.priority) and the less important
 * ones give way as the box narrows (a CSS container query, so the staff side menu counts); the action
 * column is drawn first, so its controls are always in view; with `detailsTitle` each row gets a
 * 'details' button opening a drawer (a modal dialog) with every column of the row, hidden ones
 * included. With `card`, a narrow box shows the rows as a list of cards instead of a table.
 */
export function DataTable<T>({
  data,
  columns,
  rowId,
  empty,
  label,
  caption,
  layout,
  testId,
  rowProps,
  card,
  detailsTitle,
}: DataTableProps<T>) {
  const t = useTranslations('ui');
  const ordered = [...columns.filter((c) => c.meta?.action), ...columns.filter((c) => !c.meta?.action)];
  // eslint-disable-next-line react-hooks/incompatible-library -- tanstack's table object is read during this render only
  const table = useReactTable({ data, columns: ordered, getCoreRowModel: getCoreRowModel(), getRowId: (row, i) => rowId(row, i) });
  const drawer = useRef<HTMLDialogElement>(null);
  const drawerTitle = useId();
  const [openRow, setOpenRow] = useState<Row<T> | null>(null);
  // With cards, the CSS container query picks table or cards before any script runs; once the box is
  // measured only the one in view stays in the document, so no control exists twice (one hidden).
  const hasCards = !!card;
  const [narrow, setNarrow] = useState<boolean | null>(null);
  const measure = useCallback(
    (el: HTMLDivElement | null) => {
      if (!el || !hasCards || typeof ResizeObserver === 'undefined') return;
      const observer = new ResizeObserver(([entry]) => setNarrow(entry.contentRect.width < CARDS_BELOW_PX));
      observer.observe(el);
      return () => observer.disconnect();
    },
    [hasCards],
  );
  if (data.length === 0) return <p className="muted">{empty}</p>;

  const cellClass = (meta: Column<T>['meta']) =>
    [
      styles[`p${meta?.priority ?? 1}`],
      // The global 'wrap' too: the staff console keeps cells of tables with controls on one line
      // (staff-console.module.css) except those marked 'wrap', which a DataTable's free text is.
      meta?.wrap ? `${styles.wrap} wrap` : '',
      meta?.numeric ? styles.numeric : '',
      meta?.action ? styles.action : '',
      meta?.rowHeader ? styles.rowHeader : '',
    ]
      .filter(Boolean)
      .join(' ');
  const headerText = (cell: Cell<T, unknown>) => {
    const h = cell.column.columnDef.header;
    return typeof h === 'string' ? h : cell.column.id;
  };
  const open = (row: Row<T>) => {
    setOpenRow(row);
    drawer.current?.showModal();
  };

  return (
    <div ref={measure} className={`${styles.box} ${card ? styles.withCards : ''}`} data-testid={testId}>
      {narrow === true ? null : (
        <div className={styles.scroll}>
          <table className={`table ${styles.table} ${layout === 'fixed' ? styles.fixed : ''}`} aria-label={label}>
            {caption ? <caption className={styles.caption}>{caption}</caption> : null}
            <thead>
              {table.getHeaderGroups().map((g) => (
                <tr key={g.id}>
                  {detailsTitle ? (
                    <th scope="col" className={styles.action}>
                      <span className="sr-only">{t('table.details')}</span>
                    </th>
                  ) : null}
                  {g.headers.map((h) => (
                    <th
                      key={h.id}
                      scope="col"
                      className={cellClass(h.column.columnDef.meta)}
                      style={h.column.columnDef.meta?.width ? { width: h.column.columnDef.meta.width } : undefined}
                    >
                      {h.isPlaceholder ? null : flexRender(h.column.columnDef.header, h.getContext())}
                    </th>
                  ))}
                </tr>
              ))}
            </thead>
            <tbody>
              {table.getRowModel().rows.map((row) => (
                <tr key={row.id} {...rowProps?.(row.original)}>
                  {detailsTitle ? (
                    <td className={styles.action}>
                      <button
                        type="button"
                        className="btn btn-outline btn-sm"
                        aria-label={t('table.detailsOf', { row: detailsTitle(row.original) })}
                        onClick={(e) => {
                          e.stopPropagation();
                          open(row);
                        }}
                      >
                        {t('table.details')}
                      </button>
                    </td>
                  ) : null}
                  {row.getVisibleCells().map((c) => {
                    const Cell = c.column.columnDef.meta?.rowHeader ? 'th' : 'td';
                    return (
                      <Cell
                        key={c.id}
                        scope={Cell === 'th' ? 'row' : undefined}
                        className={cellClass(c.column.columnDef.meta)}
                        data-col={c.column.id}
                      >
                        {flexRender(c.column.columnDef.cell, c.getContext())}
                      </Cell>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {card && narrow !== false ? (
        <ul className={styles.cards} aria-label={label}>
          {data.map((row, i) => (
            <li key={rowId(row, i)}>{card(row)}</li>
          ))}
        </ul>
      ) : null}
      {detailsTitle ? (
        <dialog ref={drawer} className={styles.drawer} aria-labelledby={drawerTitle} onClose={() => setOpenRow(null)}>
          {openRow ? (
            <>
              <div className={styles.drawerHead}>
                <h2 id={drawerTitle}>{detailsTitle(openRow.original)}</h2>
                <button type="button" className="btn btn-outline btn-sm" onClick={() => drawer.current?.close()}>
                  {t('table.close')}
                </button>
              </div>
              <dl className={styles.drawerList}>
                {openRow
                  .getVisibleCells()
                  .filter((c) => !c.column.columnDef.meta?.action)
                  .map((c) => (
                    <div key={c.id}>
                      <dt>{headerText(c)}</dt>
                      <dd>{flexRender(c.column.columnDef.cell, c.getContext())}</dd>
                    </div>
                  ))}
              </dl>
            </>
          ) : null}
        </dialog>
      ) : null}
    </div>
  );
}
