'use client';
import { useTranslations } from 'next-intl';
import { useCourseName } from './course-choice';
import type { RunnerRow } from './runner-row-form';
import type { CourseOption } from './types';
import type { ReactNode } from 'react';
import { DataTable, type Column } from '@/components/ui/data-table/data-table';
import { DlRow } from './dl-row';
import styles from './apply.module.css';

/** A runner of the list with a client-side id (stable across deletes, for checks and editing). */
export type ListedRunner = RunnerRow & { id: number };

/**
 * The participant list of the group flows (spec §2): select-all and row checkboxes, delete of the
 * checked rows, a row selected (click or its 'edit' button) loads into the row form, 'total N people'.
 * On a phone each runner is a card: check box, name and 'edit' on top, the other fields below.
 */
export function RunnerList({
  runners,
  courses,
  checked,
  editingId,
  onCheck,
  onCheckAll,
  onDeleteChecked,
  onSelect,
}: {
  runners: ListedRunner[];
  courses: CourseOption[];
  checked: Set<number>;
  editingId: number | null;
  onCheck: (id: number, on: boolean) => void;
  onCheckAll: (on: boolean) => void;
  onDeleteChecked: () => void;
  onSelect: (id: number) => void;
}) {
  const t = useTranslations('apply');
  const tg = useTranslations('group');
  const nameOf = useCourseName();
  const all = runners.length > 0 && runners.every((r) => checked.has(r.id));
  const courseOf = (seq: number) => courses.find((c) => c.ticketSeq === seq);
  const checkBox = (r: ListedRunner) => (
    <input
      type="checkbox"
      aria-label={tg('checkRow', { name: r.runnerName })}
      checked={checked.has(r.id)}
      onClick={(e) => e.stopPropagation()}
      onChange={(e) => onCheck(r.id, e.target.checked)}
    />
  );
  const editButton = (r: ListedRunner) => (
    <button
      type="button"
      className="btn btn-sm btn-outline"
      aria-label={tg('editRow', { name: r.runnerName })}
      onClick={(e) => {
        e.stopPropagation();
        onSelect(r.id);
      }}
    >
      {tg('edit')}
    </button>
  );
  // The runner's fields after the name, as table columns and as the lines of a card on a phone.
  const details: Array<[string, (r: ListedRunner) => ReactNode]> = [
    [t('summary.birthday'), (r) => r.birthday],
    [t('summary.gender'), (r) => t(`gender.${r.gender}`)],
    [t('summary.cellphone'), (r) => r.cellphone],
    [
      t('summary.course'),
      (r) => {
        const c = courseOf(r.ticketSeq);
        return c ? nameOf(c) : r.ticketSeq;
      },
    ],
    [t('form.souvenir'), (r) => r.souvenir ?? '-'],
    [t('summary.option'), (r) => r.choiceOption],
  ];
  const columns: Array<Column<ListedRunner>> = [
    {
      id: 'check',
      meta: { action: true },
      header: () => <span className="sr-only">{tg('check')}</span>,
      cell: ({ row }) => checkBox(row.original),
    },
    {
      id: 'edit',
      meta: { action: true },
      header: () => <span className="sr-only">{tg('edit')}</span>,
      cell: ({ row }) => editButton(row.original),
    },
    { accessorKey: 'runnerName', header: t('summary.runnerName') },
    ...details.map(([label, value], i): Column<ListedRunner> => ({ id: `d${i}`, header: label, cell: ({ row }) => value(row.original) })),
  ];
  return (
    <section className={styles.fieldset} aria-labelledby="runner-list-title">
      <div className={styles.listHead}>
        <h3 id="runner-list-title" className={styles.subTitle}>
          {tg('listTitle')}
        </h3>
        <strong data-testid="runner-total">{tg('total', { count: runners.length })}</strong>
      </div>
      <div className={styles.inline}>
        <label className={styles.check}>
          <input type="checkbox" checked={all} disabled={runners.length === 0} onChange={(e) => onCheckAll(e.target.checked)} />
          {tg('selectAll')}
        </label>
        <button type="button" className="btn btn-sm btn-outline" onClick={onDeleteChecked}>
          {tg('deleteChecked')}
        </button>
      </div>
      <DataTable
        data={runners}
        columns={columns}
        rowId={(r) => String(r.id)}
        empty={tg('empty')}
        label={tg('listTitle')}
        testId="runner-list"
        rowProps={(r) => ({
          className: r.id === editingId ? styles.rowSelected : styles.rowClickable,
          onClick: () => onSelect(r.id),
          'data-testid': 'runner-row',
        })}
        card={(r) => (
          <article className={`${styles.runnerCard} ${r.id === editingId ? styles.rowSelected : ''}`} data-testid="runner-row">
            <div className={styles.runnerCardHead}>
              {checkBox(r)}
              <strong>{r.runnerName}</strong>
              {editButton(r)}
            </div>
            <dl className={styles.dl}>
              {details.map(([label, value]) => (
                <DlRow key={label} label={label}>
                  {value(r)}
                </DlRow>
              ))}
            </dl>
          </article>
        )}
      />
    </section>
  );
}
