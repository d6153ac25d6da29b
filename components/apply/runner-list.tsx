'use client';
import { useTranslations } from 'next-intl';
import { useCourseName } from './course-choice';
import type { RunnerRow } from './runner-row-form';
import type { CourseOption } from './types';
import styles from './apply.module.css';

/** A runner of the list with a client-side id (stable across deletes, for checks and editing). */
export type ListedRunner = RunnerRow & { id: number };

/**
 * The participant list of the group flows (spec §2): select-all and row checkboxes, delete of the
 * checked rows, a row selected (click or its 'edit' button) loads into the row form, 'total N people'.
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
      <div className={styles.tableWrap} tabIndex={0}>
        <table className={`table ${styles.stackTable}`} data-testid="runner-list">
          <thead>
            <tr>
              <th scope="col">
                <span className="sr-only">{tg('check')}</span>
              </th>
              <th scope="col">{t('summary.runnerName')}</th>
              <th scope="col">{t('summary.birthday')}</th>
              <th scope="col">{t('summary.gender')}</th>
              <th scope="col">{t('summary.cellphone')}</th>
              <th scope="col">{t('summary.course')}</th>
              <th scope="col">{t('form.souvenir')}</th>
              <th scope="col">{t('summary.option')}</th>
              <th scope="col">
                <span className="sr-only">{tg('edit')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {runners.length === 0 && (
              <tr>
                <td colSpan={9} className="muted">
                  {tg('empty')}
                </td>
              </tr>
            )}
            {runners.map((r) => {
              const c = courseOf(r.ticketSeq);
              return (
                <tr
                  key={r.id}
                  className={r.id === editingId ? styles.rowSelected : styles.rowClickable}
                  onClick={() => onSelect(r.id)}
                  data-testid="runner-row"
                >
                  <td className={styles.stackCheck} onClick={(e) => e.stopPropagation()}>
                    <input
                      type="checkbox"
                      aria-label={tg('checkRow', { name: r.runnerName })}
                      checked={checked.has(r.id)}
                      onChange={(e) => onCheck(r.id, e.target.checked)}
                    />
                  </td>
                  <td data-label={t('summary.runnerName')} className={styles.stackHead}>
                    {r.runnerName}
                  </td>
                  <td data-label={t('summary.birthday')}>{r.birthday}</td>
                  <td data-label={t('summary.gender')}>{t(`gender.${r.gender}`)}</td>
                  <td data-label={t('summary.cellphone')}>{r.cellphone}</td>
                  <td data-label={t('summary.course')}>{c ? nameOf(c) : r.ticketSeq}</td>
                  <td data-label={t('form.souvenir')}>{r.souvenir ?? '-'}</td>
                  <td data-label={t('summary.option')}>{r.choiceOption}</td>
                  <td className={styles.stackActions}>
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
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
