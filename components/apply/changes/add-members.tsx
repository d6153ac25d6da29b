'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useFeedback } from '@/components/ui/feedback';
import type { PriceCategory } from '@/lib/codes';
import { duplicateInList } from '@/lib/registration/group';
import { applicationAmount } from '@/lib/registration/pricing';
import { callApi, useErrorText } from '@/components/http/api-client';
import { useCourseName } from '../course-choice';
import { blankRunnerRow, RunnerRowForm, type RunnerRow } from '../runner-row-form';
import styles from '../apply.module.css';
import type { ChangeSectionProps } from './types';
import type { ChangeAnswer } from '@/lib/changes/context';

const won = (n: number) => n.toLocaleString('ko-KR');

/**
 * 'Add members' of a group registration on the lookup page, while changes are open: runners entered
 * one by one with the group form's row (same rules: open course, age, souvenir option, not twice), the
 * amount they add shown before sending (the registration's price category, school price included),
 * then POST /api/application/runners, all or none (S0003/S0004 name the course or runner).
 */
export function AddMembers({ reg, proof, courses, raceDate, policy, onChanged }: ChangeSectionProps) {
  const t = useTranslations('ledger.add');
  const nameOf = useCourseName();
  const errorText = useErrorText();
  const { alert, confirm, toast } = useFeedback();
  const [list, setList] = useState<RunnerRow[]>([]);
  const [formKey, setFormKey] = useState(0);
  const [busy, setBusy] = useState(false);
  if (!reg.joiner.exponent || !policy.allowed.changes || reg.joiner.paymentStatus === 'CNCL') return null;
  const category = reg.joiner.priceCategory as PriceCategory;

  /** What the group costs more with `list` added: the new total less what its runners cost now (won). */
  const extra = () => {
    const all = [...reg.runners, ...list].map((r) => courses.find((c) => c.ticketSeq === r.ticketSeq)!);
    return applicationAmount(all, category).amount - reg.runners.reduce((n, r) => n + r.price, 0);
  };

  async function addRow(row: RunnerRow): Promise<boolean> {
    if (duplicateInList([...reg.runners, ...list], row) >= 0) {
      await alert(t('duplicate'));
      return false;
    }
    setList((l) => [...l, row]);
    setFormKey((k) => k + 1);
    return true;
  }

  async function submit() {
    if (list.length === 0) return alert(t('empty'));
    const amount = extra();
    if (!(await confirm(t('confirm', { count: list.length, amount: won(amount) }), { confirmLabel: t('confirmButton') }))) return;
    setBusy(true);
    const res = await callApi<ChangeAnswer>('POST', '/api/application/runners', { proof, runners: list });
    setBusy(false);
    if (!res.ok) return alert(errorText(res));
    toast(t('done', { due: won(res.body.due) }), 'ok');
    setList([]);
    await onChanged();
  }

  return (
    <section aria-labelledby="add-title" className={styles.fieldset} data-testid="add-members">
      <h2 id="add-title" className={styles.subTitle}>
        {t('title')}
      </h2>
      <p className={styles.small}>{t('intro')}</p>
      <RunnerRowForm
        key={formKey}
        courses={courses}
        raceDate={raceDate}
        initial={blankRunnerRow(courses)}
        editing={false}
        onSubmitRow={addRow}
        onCancelEdit={() => undefined}
        applicant={() => ({ joinerName: reg.joiner.joinerName, cellphone: reg.joiner.cellphone })}
      />
      {list.length > 0 && (
        <>
          <h3 className={styles.subTitle}>{t('list', { count: list.length })}</h3>
          <ul className={styles.changeList} data-testid="members-to-add">
            {list.map((r, i) => {
              const c = courses.find((x) => x.ticketSeq === r.ticketSeq);
              return (
                <li key={`${r.runnerName}-${r.birthday}-${i}`} className={styles.changeHead}>
                  <span>
                    {r.runnerName} · {c ? nameOf(c) : ''} · {r.choiceOption}
                  </span>
                  <button type="button" className="btn btn-sm btn-outline" onClick={() => setList((l) => l.filter((_, k) => k !== i))}>
                    {t('remove')}
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
      <div className={styles.actions}>
        <button type="button" className="btn" onClick={() => void submit()} disabled={busy || list.length === 0}>
          {t('submit')}
        </button>
      </div>
    </section>
  );
}
