'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { callApi, useErrorText } from '@/components/http/api-client';
import { useCourseName } from '@/components/apply/course-choice';
import { usePowCheck } from '@/components/apply/pow-check';
import type { CourseOption } from '@/components/apply/types';
import styles from '@/components/apply/apply.module.css';
import { useDialog } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-error';
import { SelectField } from '@/components/ui/select-field';
import { EmailField } from '@/components/ui/email-field';
import { PhoneField } from '@/components/ui/phone-field';
import { TextField } from '@/components/ui/text-field';
import { isInternational } from '@/lib/validation/international-phone';
import { GENDERS } from '@/lib/codes';
import { localizedText } from '@/lib/content/localized';
import { eligibilityProblem } from '@/lib/registration/eligibility';
import { V } from '@/lib/validation/messages';
import { waitlistJoinSchema, type WaitlistJoinForm, type WaitlistJoinInput } from '@/lib/validation/waitlist';
import { WaitlistLookup } from './waitlist-lookup';

/**
 * /apply/waitlist: the join form (the sold-out courses; the application's age rules checked here and
 * again on the server) answering the waitlist number and place in line, then the lookup/leave form.
 * Phone-first: one column at 360 px, the fields the runner already knows from the apply form.
 */
export function WaitlistFlow({
  courses,
  raceDate,
  powChallenge,
  inviteHours,
  initialTicketSeq,
}: {
  courses: CourseOption[];
  raceDate: string;
  powChallenge: boolean;
  inviteHours: number;
  initialTicketSeq: number | null;
}) {
  const t = useTranslations('places.waitlist');
  const ta = useTranslations('apply');
  const errorText = useErrorText();
  const nameOf = useCourseName();
  const locale = useLocale();
  const { alert, dialog } = useDialog();
  const pow = usePowCheck(powChallenge);
  const full = courses.filter((c) => c.state === 'soldout');
  const [joined, setJoined] = useState<{ waitSeq: number; position: number; course: string } | null>(null);
  const initial = full.some((c) => c.ticketSeq === initialTicketSeq)
    ? String(initialTicketSeq)
    : full.length === 1
      ? String(full[0].ticketSeq)
      : '';
  const form = useForm<WaitlistJoinForm, unknown, WaitlistJoinInput>({
    resolver: zodResolver(waitlistJoinSchema),
    defaultValues: { ticketSeq: initial, runnerName: '', birthday: '', gender: 'M', cellphone: '', email: '' },
  });
  const errors = form.formState.errors;
  const foreign = isInternational(useWatch({ control: form.control, name: 'cellphone' }) ?? '');

  async function join(data: WaitlistJoinInput) {
    const course = full.find((c) => c.ticketSeq === data.ticketSeq);
    if (!course) return form.setError('ticketSeq', { message: V.course });
    const problem = eligibilityProblem(course, data.birthday, new Date(raceDate));
    if (problem) return form.setError('birthday', { message: problem === 'ageHalf' ? V.ageHalf : V.ageMini });
    const altcha = await pow.payload();
    const res = await callApi<{ waitSeq: number; position: number }>('POST', '/api/waitlist', { ...data, ...(altcha ? { altcha } : {}) });
    if (altcha) pow.reset();
    if (!res.ok) return void (await alert(errorText(res)));
    setJoined({ ...res.body, course: nameOf(course) });
  }

  return (
    <div className={styles.flow}>
      <section aria-labelledby="waitlist-join-title" className={styles.fieldset}>
        <h2 id="waitlist-join-title" className={styles.stepTitle}>
          {t('joinTitle')}
        </h2>
        <ul className={styles.cautions}>
          <li>{t('how', { hours: inviteHours })}</li>
          <li>{t('groupsNot')}</li>
          <li>{t('smsNote')}</li>
        </ul>
        {joined ? (
          <div className="alert alert-ok" role="status" data-testid="waitlist-joined">
            <p>
              <strong>{t('joined', { course: joined.course })}</strong>
            </p>
            <div className={styles.joinSeqBox}>
              <span>{t('waitSeq')}</span>
              <strong data-testid="wait-seq">{joined.waitSeq}</strong>
              <span className="badge badge-open" data-testid="wait-position">
                {t('position', { position: joined.position })}
              </span>
            </div>
            <p>{t('keepNumber')}</p>
          </div>
        ) : full.length === 0 ? (
          <p className="alert alert-info" data-testid="waitlist-none">
            {t('noneFull')}
          </p>
        ) : (
          <form method="post" noValidate onSubmit={form.handleSubmit(join)} aria-labelledby="waitlist-join-title">
            <SelectField
              id="waitTicket"
              label={ta('form.course')}
              placeholder={t('chooseCourse')}
              error={errors.ticketSeq}
              options={full.map((c) => {
                const name = localizedText(c, 'ticketName', locale);
                return { value: String(c.ticketSeq), label: name.text, lang: name.lang };
              })}
              {...form.register('ticketSeq')}
            />
            <div className="row">
              <TextField
                id="waitName"
                label={ta('form.runnerName')}
                autoComplete="name"
                error={errors.runnerName}
                {...form.register('runnerName')}
              />
              <TextField
                id="waitBirthday"
                label={ta('form.birthday')}
                digits
                maxLength={8}
                inputMode="numeric"
                placeholder={ta('form.birthdayHint')}
                error={errors.birthday}
                {...form.register('birthday')}
              />
            </div>
            <div className="row">
              <div className="field">
                <span className={styles.label} id="wait-gender-label">
                  {ta('form.gender')}
                </span>
                <div className={styles.inline} role="radiogroup" aria-labelledby="wait-gender-label">
                  {GENDERS.map((g) => (
                    <label key={g} className={styles.check}>
                      <input type="radio" value={g} {...form.register('gender')} />
                      {ta(`gender.${g}`)}
                    </label>
                  ))}
                </div>
                <FieldError error={errors.gender} />
              </div>
              <PhoneField
                id="waitPhone"
                label={ta('form.runnerCellphone')}
                placeholder={ta('form.cellphoneHint')}
                hint={ta('form.foreignPhone')}
                error={errors.cellphone}
                {...form.register('cellphone')}
              />
            </div>
            {foreign && (
              // A runner from abroad: the waitlist number and the invitation come by e-mail (as on the apply form).
              <EmailField
                id="waitEmail"
                label={ta('form.email')}
                autoComplete="email"
                hint={ta('form.emailHint')}
                error={errors.email}
                {...form.register('email')}
              />
            )}
            {pow.element}
            <div className={styles.actions}>
              <button type="submit" className="btn" disabled={form.formState.isSubmitting}>
                {form.formState.isSubmitting ? t('joining') : t('join')}
              </button>
            </div>
          </form>
        )}
      </section>
      <WaitlistLookup alert={alert} />
      {dialog}
    </div>
  );
}
