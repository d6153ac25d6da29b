'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { courseCounts, duplicateInList, groupAmount, groupProblem } from '@/lib/registration/group';
import { PRICE_CATEGORIES, type PriceCategory } from '@/lib/codes';
import { groupFormSchema } from '@/lib/validation/application';
import { callApi, useErrorText } from '@/components/http/api-client';
import { firstPaymentType } from '@/lib/validation/international-phone';
import { ApplicantSection, EMPTY_APPLICANT } from './applicant-section';
import { ApplyFlowFrame, ResetOnRouteChange, useApplyFlow, type ApplyFlowProps } from './apply-flow';
import { courseNames, PeriodMessage, useCourseName } from './course-choice';
import { useInvalidSubmit } from '@/components/ui/error-summary';
import { TextField } from '@/components/ui/text-field';
import { RegistrationSummary } from './registration-summary';
import { RunnerList, type ListedRunner } from './runner-list';
import { blankRunnerRow, RunnerRowForm, type RunnerRow, type RunnerRowIn } from './runner-row-form';
import type { Applied, CourseOption } from './types';
import { usePowCheck } from './pow-check';
import { useConsentShown } from './consent-texts';
import { useWaitingRoom } from './waiting-room';
import styles from './apply.module.css';

type FormIn = z.input<typeof groupFormSchema>;
type FormOut = z.output<typeof groupFormSchema>;

export type GroupFlowProps = ApplyFlowProps;

/** /apply/group (spec §2 'group registration (2 or more)'): the four steps, reset on a route change. */
export function GroupFlow(props: GroupFlowProps) {
  return (
    <ResetOnRouteChange>
      <Steps {...props} />
    </ResetOnRouteChange>
  );
}

const won = (n: number) => n.toLocaleString('ko-KR');

/** The runner as POST /api/applicant/applyFor takes it (without the list's client id). */
function runnerBody({ id, ...r }: ListedRunner): RunnerRow {
  void id;
  return r;
}

/** The summary modal before a group submit (spec §4): courses with counts, total, expected amount. */
function GroupSummaryText({ runners, courses, category }: { runners: ListedRunner[]; courses: CourseOption[]; category: PriceCategory }) {
  const tg = useTranslations('group');
  const nameOf = useCourseName();
  return (
    <div data-testid="group-summary">
      <ul className={styles.counts}>
        {courseCounts(runners, courses).map((c) => {
          const course = courses.find((x) => x.ticketSeq === c.ticketSeq)!;
          return <li key={c.ticketSeq}>{tg('summaryCourse', { name: nameOf(course), count: c.count })}</li>;
        })}
      </ul>
      <p>{tg('total', { count: runners.length })}</p>
      <p>
        {tg('priceCategory')}: {tg(`category.${category}`)}
      </p>
      <p>{tg('summaryAmount', { amount: won(groupAmount(runners, courses, category)) })}</p>
      <p>{tg('summaryConfirm')}</p>
    </div>
  );
}

function Steps({ courses, bank, raceDate, notice, renderCard, powChallenge = false }: GroupFlowProps) {
  const t = useTranslations('apply');
  const tg = useTranslations('group');
  const tv = useTranslations('validation');
  const errorText = useErrorText();
  const flow = useApplyFlow();
  const queue = useWaitingRoom();
  const pow = usePowCheck(powChallenge);
  const consentShown = useConsentShown();
  const { alert, confirm } = flow;

  const { attach: attachInvalid, onInvalid, summary: errorSummary, clear: clearErrors } = useInvalidSubmit<HTMLDivElement>();
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(groupFormSchema),
    shouldFocusError: false,
    defaultValues: { ...EMPTY_APPLICANT, exponent: '', priceCategory: 'standard' },
  });
  const [nameCheck, setNameCheck] = useState<'unchecked' | 'checking' | 'available'>('unchecked');
  const [runners, setRunners] = useState<ListedRunner[]>([]);
  const [checked, setChecked] = useState<Set<number>>(new Set());
  const [editingId, setEditingId] = useState<number | null>(null);
  // Remounting the row form loads a row or clears it; the last course chosen stays preselected.
  const [row, setRow] = useState<{ key: number; initial: RunnerRowIn }>({ key: 0, initial: blankRunnerRow(courses) });
  const nextId = useRef(1);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<{ joiner: FormOut; runners: ListedRunner[] } | null>(null);

  const loadRow = (initial: RunnerRowIn) => setRow((r) => ({ key: r.key + 1, initial }));

  async function checkName() {
    if (!(await form.trigger('exponent'))) return;
    setNameCheck('checking');
    const res = await callApi<boolean>('GET', `/api/isDuplicateTeamName?${new URLSearchParams({ teamName: form.getValues('exponent') })}`);
    if (!res.ok) {
      setNameCheck('unchecked');
      return void (await alert(errorText(res)));
    }
    setNameCheck(res.body === true ? 'unchecked' : 'available');
    await alert(res.body === true ? tg('duplicate') : tg('available'));
  }

  /** Add a row, or replace the row being edited; refuses list and server duplicates (spec §5). */
  async function submitRow(r: RunnerRow): Promise<boolean> {
    const editIndex = runners.findIndex((x) => x.id === editingId);
    if (duplicateInList(runners, r, editIndex) >= 0) {
      await alert(tv('duplicateInList'));
      return false;
    }
    const q = new URLSearchParams({ name: r.runnerName, cellphone: r.cellphone, birthday: r.birthday });
    const dup = await callApi<boolean>('GET', `/api/isDuplicate?${q}`);
    if (!dup.ok) {
      await alert(errorText(dup));
      return false;
    }
    if (dup.body === true) {
      await alert(tv('alreadyApplied'));
      return false;
    }
    if (editIndex >= 0) setRunners((list) => list.map((x) => (x.id === editingId ? { ...r, id: x.id } : x)));
    else setRunners((list) => [...list, { ...r, id: nextId.current++ }]);
    setEditingId(null);
    loadRow(blankRunnerRow(courses, r.ticketSeq));
    return true;
  }

  function selectRow(id: number) {
    const r = runners.find((x) => x.id === id);
    if (!r) return;
    setEditingId(id);
    loadRow({
      runnerName: r.runnerName,
      birthday: r.birthday,
      gender: r.gender,
      cellphone: r.cellphone,
      ticketSeq: String(r.ticketSeq),
      choiceOption: r.choiceOption,
      souvenir: r.souvenir ?? '',
    });
  }

  function cancelEdit() {
    setEditingId(null);
    loadRow(blankRunnerRow(courses, Number(row.initial.ticketSeq)));
  }

  async function deleteChecked() {
    if (checked.size === 0) return void (await alert(tg('noneChecked')));
    setRunners((list) => list.filter((r) => !checked.has(r.id)));
    if (editingId !== null && checked.has(editingId)) cancelEdit();
    setChecked(new Set());
  }

  async function submit(data: FormOut) {
    clearErrors();
    if (nameCheck !== 'available') return void (await alert(tv('groupNameUnchecked')));
    const problem = groupProblem(runners.length, data.priceCategory);
    if (problem) return void (await alert(tv(problem)));
    const ok = await confirm(<GroupSummaryText runners={runners} courses={courses} category={data.priceCategory} />, {
      title: tg('summaryTitle'),
      confirmLabel: tg('submit'),
      cancelLabel: t('form.back'),
    });
    if (!ok) return;
    setSending(true);
    try {
      const altcha = await pow.payload();
      const res = await queue.send<Applied>('POST', '/api/applicant/applyFor', {
        joiner: { ...data, paymentType: firstPaymentType(data.cellphone), ...consentShown },
        runners: runners.map(runnerBody),
        ...(altcha ? { altcha } : {}),
      });
      if (!res) return; // the runner stopped waiting; the form keeps what was typed
      if (altcha) pow.reset(); // a solved challenge is accepted once
      if (!res.ok) return void (await alert(errorText(res)));
      setSent({ joiner: data, runners });
      flow.accepted(
        res.body,
        courses.filter((c) => runners.some((r) => r.ticketSeq === c.ticketSeq)),
      );
    } finally {
      setSending(false);
    }
  }

  const summary = sent && flow.applied && (
    <RegistrationSummary
      joiner={{
        ...sent.joiner,
        joinSeq: flow.applied.joinSeq,
        paymentStatus: flow.applied.paymentStatus,
        paymentType: flow.applied.paymentType,
      }}
      runners={sent.runners.map((r) => ({
        ...r,
        backNo: null,
        ...courseNames(courses.find((c) => c.ticketSeq === r.ticketSeq)),
      }))}
    />
  );
  const errors = form.formState.errors;

  return (
    <ApplyFlowFrame flow={flow} bank={bank} summary={summary} renderCard={renderCard}>
      {queue.room}
      <div ref={attachInvalid} className={styles.flow} aria-labelledby="info-title" role="group">
        <h2 id="info-title" className={styles.stepTitle}>
          {t('steps.info')}
        </h2>
        {errorSummary}
        <PeriodMessage notice={notice} />
        <FormProvider {...form}>
          <ApplicantSection>
            <TextField
              id="exponent"
              label={tg('exponent')}
              maxLength={50}
              error={errors.exponent}
              addon={
                <>
                  <button type="button" className="btn btn-outline" onClick={checkName} disabled={nameCheck === 'checking'}>
                    {tg('checkDuplicate')}
                  </button>
                  {nameCheck === 'available' && (
                    <span className={styles.ok} data-testid="name-available">
                      {tg('available')}
                    </span>
                  )}
                </>
              }
              {...form.register('exponent', { onChange: () => setNameCheck('unchecked') })}
            />
          </ApplicantSection>
          <fieldset className={styles.fieldset}>
            <legend>{tg('priceCategory')}</legend>
            <div className={styles.categories} role="radiogroup" aria-label={tg('priceCategory')}>
              {PRICE_CATEGORIES.map((c) => (
                <label key={c} className={styles.check}>
                  <input type="radio" value={c} {...form.register('priceCategory')} />
                  {tg(`category.${c}`)}
                </label>
              ))}
            </div>
            <p className={`muted ${styles.small}`}>{tg('categoryNote')}</p>
          </fieldset>
        </FormProvider>
        <RunnerRowForm
          key={row.key}
          courses={courses}
          raceDate={raceDate}
          initial={row.initial}
          editing={editingId !== null}
          onSubmitRow={submitRow}
          onCancelEdit={cancelEdit}
          applicant={() => ({ joinerName: form.getValues('joinerName'), cellphone: form.getValues('cellphone') })}
        />
        <RunnerList
          runners={runners}
          courses={courses}
          checked={checked}
          editingId={editingId}
          onCheck={(id, on) =>
            setChecked((s) => {
              const n = new Set(s);
              if (on) n.add(id);
              else n.delete(id);
              return n;
            })
          }
          onCheckAll={(on) => setChecked(on ? new Set(runners.map((r) => r.id)) : new Set())}
          onDeleteChecked={deleteChecked}
          onSelect={selectRow}
        />
        {pow.element}
        {Object.keys(errors).length > 0 && (
          <p className="alert alert-error" role="status">
            {t('form.checkError')}
          </p>
        )}
        <div className={styles.actions}>
          <button type="button" className="btn btn-outline" onClick={() => flow.go(1)}>
            {t('form.back')}
          </button>
          <button type="button" className="btn" disabled={sending} onClick={() => void form.handleSubmit(submit, onInvalid)()}>
            {sending ? t('form.submitting') : tg('submit')}
          </button>
        </div>
      </div>
    </ApplyFlowFrame>
  );
}
