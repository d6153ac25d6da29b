'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { eligibilityProblem } from '@/lib/registration/eligibility';
import { defaultSouvenirOption } from '@/lib/registration/souvenir';
import { individualFormSchema } from '@/lib/validation/application';
import { V } from '@/lib/validation/messages';
import { callApi, useErrorText } from '@/components/http/api-client';
import { asksOwnEmail, firstPaymentType } from '@/lib/validation/international-phone';
import { ApplicantSection, EMPTY_APPLICANT } from './applicant-section';
import { ApplyFlowFrame, ResetOnRouteChange, useApplyFlow, type ApplyFlowProps } from './apply-flow';
import { CourseChoice, courseNames, PeriodMessage, useCourseName } from './course-choice';
import { useInvalidSubmit } from '@/components/ui/error-summary';
import { FieldError } from '@/components/ui/field-error';
import { RegistrationSummary } from './registration-summary';
import { RunnerFields } from './runner-fields';
import type { Applied } from './types';
import { InvitationGone, InvitationNotice } from './invitation-notice';
import { usePowCheck } from './pow-check';
import { useConsentShown } from './consent-texts';
import { useWaitingRoom } from './waiting-room';
import styles from './apply.module.css';

type FormIn = z.input<typeof individualFormSchema>;
type FormOut = z.output<typeof individualFormSchema>;

export type IndividualFlowProps = ApplyFlowProps;

/** /apply/individual (spec §2): the four steps; the step goes back to 1 whenever the route changes. */
export function IndividualFlow(props: IndividualFlowProps) {
  return (
    <ResetOnRouteChange>
      <Steps {...props} />
    </ResetOnRouteChange>
  );
}

function Steps({ courses: offered, bank, raceDate, notice, renderCard, powChallenge = false, invitation }: IndividualFlowProps) {
  const t = useTranslations('apply');
  const tv = useTranslations('validation');
  const errorText = useErrorText();
  const flow = useApplyFlow();
  const queue = useWaitingRoom();
  const pow = usePowCheck(powChallenge);
  const consentShown = useConsentShown();
  const { alert, confirm } = flow;
  // The place a waitlist invitation holds is the invited runner's: their course is open to them.
  const courses = useMemo(
    () => (invitation ? offered.map((c) => (c.ticketSeq === invitation.ticketSeq ? { ...c, state: 'open' as const } : c)) : offered),
    [offered, invitation],
  );
  const invitedCourse = invitation ? courses.find((c) => c.ticketSeq === invitation.ticketSeq) : undefined;
  const [sent, setSent] = useState<FormOut | null>(null);
  const [sending, setSending] = useState(false);
  const [same, setSame] = useState(false);
  const nameOf = useCourseName();

  const { attach: attachInvalid, onInvalid, summary: errorSummary, clear: clearErrors } = useInvalidSubmit();
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(individualFormSchema),
    shouldFocusError: false,
    defaultValues: invitation
      ? {
          joinerName: invitation.runnerName,
          cellphone: invitation.cellphone,
          zipcode: '',
          zipAddress: '',
          address: '',
          runner: {
            runnerName: invitation.runnerName,
            birthday: invitation.birthday,
            gender: invitation.gender,
            cellphone: invitation.cellphone,
            ticketSeq: String(invitation.ticketSeq),
            choiceOption: invitedCourse ? defaultSouvenirOption(invitedCourse.options) : '',
            souvenir: invitedCourse?.souvenir ?? '',
          },
        }
      : {
          ...EMPTY_APPLICANT,
          runner: { runnerName: '', birthday: '', gender: 'M', cellphone: '', ticketSeq: '', choiceOption: '', souvenir: '' },
        },
  });
  const { register, setValue, getValues, setError, formState } = form;
  const errors = formState.errors.runner ?? {};
  const ticketSeq = useWatch({ control: form.control, name: 'runner.ticketSeq' });
  const course = useMemo(() => courses.find((c) => String(c.ticketSeq) === String(ticketSeq ?? '')), [courses, ticketSeq]);
  // A runner whose phone is from abroad and not the applicant's gives their own e-mail address.
  const [runnerPhone, applicantPhone] = useWatch({ control: form.control, name: ['runner.cellphone', 'cellphone'] });
  const askEmail = asksOwnEmail(runnerPhone ?? '', applicantPhone ?? '');

  async function submit(data: FormOut) {
    clearErrors();
    const chosen = courses.find((c) => c.ticketSeq === data.runner.ticketSeq);
    if (!chosen || chosen.state !== 'open') {
      setError('runner.ticketSeq', { message: V.course });
      return onInvalid();
    }
    const problem = eligibilityProblem(chosen, data.runner.birthday, new Date(raceDate));
    if (problem) {
      setError('runner.birthday', { message: problem === 'ageHalf' ? V.ageHalf : V.ageMini });
      return onInvalid();
    }
    setSending(true);
    try {
      const q = new URLSearchParams({ name: data.runner.runnerName, cellphone: data.runner.cellphone, birthday: data.runner.birthday });
      const dup = await callApi<boolean>('GET', `/api/isDuplicate?${q}`);
      if (!dup.ok) return void (await alert(errorText(dup)));
      if (dup.body === true) return void (await alert(tv('alreadyApplied')));
      if (
        !(await confirm(t('form.confirmSubmit'), {
          title: t('form.confirmTitle'),
          confirmLabel: t('form.submit'),
          cancelLabel: t('form.back'),
        }))
      )
        return;
      const { runner, ...joiner } = data;
      const altcha = await pow.payload();
      const res = await queue.send<Applied>('POST', '/api/applicant/applyFor', {
        joiner: {
          ...joiner,
          exponent: null,
          paymentType: firstPaymentType(joiner.cellphone),
          ...(invitation ? { inviteToken: invitation.token } : {}),
          ...consentShown,
        },
        runners: [{ ...runner, souvenir: chosen.souvenir }],
        ...(altcha ? { altcha } : {}),
      });
      if (!res) return; // the runner stopped waiting; the form keeps what was typed
      if (altcha) pow.reset(); // a solved challenge is accepted once
      if (!res.ok) return void (await alert(errorText(res)));
      setSent(data);
      flow.accepted(res.body, [chosen]);
    } finally {
      setSending(false);
    }
  }

  const onCourse = (seq: string) => {
    const c = courses.find((x) => String(x.ticketSeq) === seq);
    // Changing course resets the souvenir choice (spec §4).
    setValue('runner.choiceOption', c ? defaultSouvenirOption(c.options) : '', { shouldValidate: false });
    setValue('runner.souvenir', c?.souvenir ?? '');
  };

  const copyApplicant = (checked: boolean) => {
    setSame(checked);
    if (!checked) return;
    setValue('runner.runnerName', getValues('joinerName'), { shouldValidate: true });
    setValue('runner.cellphone', getValues('cellphone'), { shouldValidate: true });
  };

  const summary = sent && flow.applied && (
    <RegistrationSummary
      joiner={{ ...sent, joinSeq: flow.applied.joinSeq, paymentStatus: flow.applied.paymentStatus, paymentType: flow.applied.paymentType }}
      runners={[{ ...sent.runner, backNo: null, ...courseNames(courses.find((c) => c.ticketSeq === sent.runner.ticketSeq)) }]}
    />
  );

  return (
    <ApplyFlowFrame flow={flow} bank={bank} summary={summary} renderCard={renderCard}>
      {queue.room}
      <FormProvider {...form}>
        <form method="post" ref={attachInvalid} noValidate onSubmit={form.handleSubmit(submit, onInvalid)} aria-labelledby="info-title">
          <h2 id="info-title" className={styles.stepTitle}>
            {t('steps.info')}
          </h2>
          {errorSummary}
          {invitation ? (
            <InvitationNotice invitation={invitation} courseName={invitedCourse && nameOf(invitedCourse)} />
          ) : (
            <PeriodMessage notice={notice} />
          )}
          {invitation === null && <InvitationGone />}
          <ApplicantSection />
          <fieldset className={styles.fieldset}>
            <legend>{t('form.runnerTitle')}</legend>
            <label className={styles.check}>
              <input type="checkbox" checked={same} onChange={(e) => copyApplicant(e.target.checked)} />
              {t('form.sameAsApplicant')}
            </label>
            <RunnerFields
              field={(name) => register(`runner.${name}`)}
              errors={errors}
              course={course}
              locked={invitation ? ['runnerName', 'cellphone'] : []}
              askEmail={askEmail}
              courseField={
                <div className="field">
                  <span className={styles.label}>{t('form.course')}</span>
                  <CourseChoice
                    waitlistLinks={!invitation}
                    courses={courses}
                    value={ticketSeq as string | number | undefined}
                    input={register('runner.ticketSeq', { onChange: (e) => onCourse(e.target.value) })}
                  />
                  <FieldError error={errors.ticketSeq} />
                </div>
              }
            />
          </fieldset>
          {pow.element}
          {Object.keys(formState.errors).length > 0 && (
            <p className="alert alert-error" role="status">
              {t('form.checkError')}
            </p>
          )}
          <div className={styles.actions}>
            <button type="button" className="btn btn-outline" onClick={() => flow.go(1)}>
              {t('form.back')}
            </button>
            <button type="submit" className="btn" disabled={sending}>
              {sending ? t('form.submitting') : t('form.submit')}
            </button>
          </div>
        </form>
      </FormProvider>
    </ApplyFlowFrame>
  );
}
