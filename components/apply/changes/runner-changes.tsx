'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { SelectField } from '@/components/ui/select-field';
import { useFeedback } from '@/components/ui/feedback';
import type { PriceCategory } from '@/lib/codes';
import { cancellationRefund } from '@/lib/ledger/refund-policy';
import { eligibilityProblem } from '@/lib/registration/eligibility';
import { runnerPrice } from '@/lib/registration/pricing';
import { formatKst } from '@/lib/time/kst';
import { callApi, useErrorText } from '@/components/http/api-client';
import { useCourseName } from '../course-choice';
import styles from '../apply.module.css';
import type { ChangeSectionProps } from './types';

type Runner = ChangeSectionProps['reg']['runners'][number];

const won = (n: number) => n.toLocaleString('ko-KR');

/**
 * 'Change your entry' of the lookup page: each runner's course and souvenir option (T-shirt size),
 * within the edition's windows (course: the change window; option: until the kit cut-off). Before
 * anything is sent the visitor sees what it costs: the price difference, or, for a cheaper course, what
 * comes back under the refund policy of the day. POST /api/application/change; a full course answers
 * S0003 and nothing changes.
 */
export function RunnerChanges(props: ChangeSectionProps) {
  const { reg, policy } = props;
  const t = useTranslations('ledger.change');
  const [open, setOpen] = useState<number | null>(null);
  const { changes, souvenir } = policy.allowed;
  if (!changes && !souvenir) return null;
  return (
    <section aria-labelledby="change-title" className={styles.fieldset} data-testid="runner-changes">
      <h2 id="change-title" className={styles.subTitle}>
        {t('title')}
      </h2>
      <p className={styles.small}>
        {t('intro', {
          from: formatKst(policy.changeOpen, false),
          to: formatKst(policy.changeClose, false),
          kit: formatKst(policy.kitCutoff, false),
        })}
      </p>
      {!changes && (
        <p className="alert alert-info">
          {t('closed', { from: formatKst(policy.changeOpen, false), to: formatKst(policy.changeClose, false) })}
        </p>
      )}
      {!souvenir && <p className="alert alert-info">{t('kitClosed', { kit: formatKst(policy.kitCutoff, false) })}</p>}
      <ul className={styles.changeList}>
        {reg.runners.map((r) => (
          <li key={r.runnerSeq}>
            <div className={styles.changeHead}>
              <span>
                <strong>{r.runnerName}</strong> · {r.ticketName} · {r.choiceOption ?? '-'}
              </span>
              <button
                type="button"
                className="btn btn-sm btn-outline"
                aria-expanded={open === r.runnerSeq}
                aria-label={t('editFor', { name: r.runnerName })}
                onClick={() => setOpen(open === r.runnerSeq ? null : r.runnerSeq)}
              >
                {open === r.runnerSeq ? t('close') : t('edit')}
              </button>
            </div>
            {open === r.runnerSeq && <ChangeForm {...props} runner={r} onDone={() => setOpen(null)} />}
          </li>
        ))}
      </ul>
    </section>
  );
}

function ChangeForm({
  reg,
  proof,
  courses,
  raceDate,
  policy,
  onChanged,
  runner,
  onDone,
}: ChangeSectionProps & { runner: Runner; onDone: () => void }) {
  const t = useTranslations('ledger.change');
  const tv = useTranslations();
  const nameOf = useCourseName();
  const errorText = useErrorText();
  const { alert, confirm, toast } = useFeedback();
  const current = courses.find((c) => c.ticketSeq === runner.ticketSeq);
  const [ticketSeq, setTicketSeq] = useState(String(runner.ticketSeq));
  const [option, setOption] = useState(runner.choiceOption ?? '');
  const [busy, setBusy] = useState(false);
  const chosen = courses.find((c) => String(c.ticketSeq) === ticketSeq);
  const options = chosen?.options ?? [];
  // Courses of the same kind (race day or untact) the runner may move to; full ones shown disabled.
  const choices = courses.filter((c) => c.ticketType === current?.ticketType);

  async function submit() {
    if (!chosen) return;
    const courseChanged = chosen.ticketSeq !== runner.ticketSeq;
    const optionChanged = option !== (runner.choiceOption ?? '');
    if (!courseChanged && !optionChanged) return alert(t('noChange'));
    if (options.length && !options.includes(option)) return alert(tv('validation.option'));
    const problem = eligibilityProblem(chosen, runner.birthday, new Date(raceDate));
    if (problem) return alert(tv(problem === 'ageHalf' ? 'validation.ageHalf' : 'validation.ageMini'));
    const price = runnerPrice(chosen, reg.joiner.priceCategory as PriceCategory, reg.runners.length);
    const diff = courseChanged ? price - runner.price : 0;
    const refund = diff < 0 ? cancellationRefund(reg.joiner.money, -diff, policy.refundPercent).refund : 0;
    const course = nameOf(chosen);
    const text =
      diff > 0
        ? t('confirmMore', { name: runner.runnerName, course, diff: won(diff) })
        : diff < 0 && reg.joiner.money.paid > 0
          ? t('confirmLess', { name: runner.runnerName, course, diff: won(-diff), refund: won(refund), percent: policy.refundPercent })
          : diff < 0
            ? t('confirmFree', { name: runner.runnerName, course, diff: won(-diff) })
            : t('confirmSame', { name: runner.runnerName, what: courseChanged ? t('whatCourse') : t('whatOption') });
    if (!(await confirm(text, { title: t('confirmTitle'), confirmLabel: t('confirmButton'), cancelLabel: t('keep') }))) return;
    setBusy(true);
    const res = await callApi('POST', '/api/application/change', {
      proof,
      runnerSeq: runner.runnerSeq,
      ...(courseChanged ? { ticketSeq: chosen.ticketSeq } : {}),
      ...(optionChanged || courseChanged ? { choiceOption: option || undefined } : {}),
    });
    setBusy(false);
    if (!res.ok) return alert(errorText(res));
    toast(t('done'), 'ok');
    onDone();
    await onChanged();
  }

  return (
    <div className={styles.changeForm} data-testid="change-form">
      <div className="row">
        <SelectField
          id={`course-${runner.runnerSeq}`}
          label={t('course')}
          value={ticketSeq}
          disabled={!policy.allowed.changes}
          onChange={(e) => {
            setTicketSeq(e.target.value);
            const next = courses.find((c) => String(c.ticketSeq) === e.target.value);
            if (next && !next.options.includes(option)) setOption(next.options[0] ?? '');
          }}
        >
          {choices.map((c) => (
            <option key={c.ticketSeq} value={String(c.ticketSeq)} disabled={c.ticketSeq !== runner.ticketSeq && c.state === 'soldout'}>
              {nameOf(c)} · {won(c.ticketPrice)}
              {c.ticketSeq !== runner.ticketSeq && c.state === 'soldout' ? ` (${t('full')})` : ''}
            </option>
          ))}
        </SelectField>
        <SelectField
          id={`option-${runner.runnerSeq}`}
          label={t('option')}
          value={option}
          disabled={options.length === 0 || (!policy.allowed.souvenir && ticketSeq === String(runner.ticketSeq))}
          onChange={(e) => setOption(e.target.value)}
          options={options.map((o) => ({ value: o, label: o }))}
        />
      </div>
      <div className={styles.actions}>
        <button type="button" className="btn" onClick={() => void submit()} disabled={busy}>
          {t('apply')}
        </button>
      </div>
    </div>
  );
}
