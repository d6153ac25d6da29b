'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { eligibilityProblem } from '@/lib/registration/eligibility';
import { defaultSouvenirOption } from '@/lib/registration/souvenir';
import { runnerNeedsOwnEmail, runnerSchema } from '@/lib/validation/application';
import { asksOwnEmail, internationalPhone } from '@/lib/validation/international-phone';
import { V } from '@/lib/validation/messages';
import { useCourseName } from './course-choice';
import { RunnerFields } from './runner-fields';
import { PUBLIC_TICKET_TYPES } from '@/lib/codes';
import type { CourseOption } from './types';
import styles from './apply.module.css';
import { SelectField } from '@/components/ui/select-field';

export type RunnerRowIn = z.input<typeof runnerSchema>;
export type RunnerRow = z.output<typeof runnerSchema>;

/** An empty row: gender M and souvenir option 110 by default (spec §9), on `ticketSeq` when given. */
export function blankRunnerRow(courses: CourseOption[], ticketSeq?: number): RunnerRowIn {
  const c = courses.find((x) => x.ticketSeq === ticketSeq && x.state === 'open');
  return {
    runnerName: '',
    birthday: '',
    gender: 'M',
    cellphone: '',
    ticketSeq: c ? String(c.ticketSeq) : '',
    choiceOption: c ? defaultSouvenirOption(c.options) : '',
    souvenir: c?.souvenir ?? '',
  };
}

/**
 * The single-row participant form of the group flows (spec §2, §5): name, birthday, gender, phone
 * (and the member's own e-mail when that phone is from abroad and not the applicant's), course (offline courses, only open ones selectable), souvenir and its option. 'add' — or 'edit
 * complete' while a row of the list is loaded — validates the row (runnerSchema, the open course,
 * the age rules of spec §9) and hands it to `onSubmitRow`, which answers whether it was taken (list
 * and server duplicate checks are the caller's). Changing course resets the souvenir option
 * (spec §4). Remount with a new `key` to load another row.
 */
export function RunnerRowForm({
  courses,
  raceDate,
  initial,
  editing,
  onSubmitRow,
  onCancelEdit,
  applicant,
}: {
  courses: CourseOption[];
  /** ISO instant of race day. */
  raceDate: string;
  initial: RunnerRowIn;
  editing: boolean;
  onSubmitRow: (row: RunnerRow) => Promise<boolean>;
  onCancelEdit: () => void;
  /** The applicant's name and phone, for 'same as applicant' (spec §4). */
  applicant: () => { joinerName: string; cellphone: string };
}) {
  const t = useTranslations('apply');
  const tg = useTranslations('group');
  const nameOf = useCourseName();
  const form = useForm<RunnerRowIn, unknown, RunnerRow>({ resolver: zodResolver(runnerSchema), defaultValues: initial });
  const { register, setValue, setError, formState } = form;
  const errors = formState.errors;
  const ticketSeq = useWatch({ control: form.control, name: 'ticketSeq' });
  const course = courses.find((c) => String(c.ticketSeq) === String(ticketSeq ?? ''));
  // A member whose phone is from abroad and not the applicant's gives their own e-mail address.
  const phone = useWatch({ control: form.control, name: 'cellphone' }) ?? '';
  const applicantPhone = () => internationalPhone(applicant().cellphone) ?? '';
  const askEmail = asksOwnEmail(phone, applicant().cellphone);

  const onCourse = (seq: string) => {
    const c = courses.find((x) => String(x.ticketSeq) === seq);
    // Changing course resets the souvenir choice (spec §4).
    setValue('choiceOption', c ? defaultSouvenirOption(c.options) : '');
    setValue('souvenir', c?.souvenir ?? '');
  };

  const submitRow = form.handleSubmit(async (row) => {
    const chosen = courses.find((c) => c.ticketSeq === row.ticketSeq);
    if (!chosen || chosen.state !== 'open') return setError('ticketSeq', { message: V.course });
    const problem = eligibilityProblem(chosen, row.birthday, new Date(raceDate));
    if (problem) return setError('birthday', { message: problem === 'ageHalf' ? V.ageHalf : V.ageMini }, { shouldFocus: true });
    if (runnerNeedsOwnEmail(row, applicantPhone())) return setError('email', { message: V.emailRequired }, { shouldFocus: true });
    await onSubmitRow({ ...row, souvenir: chosen.souvenir });
  });

  const copyApplicant = () => {
    const a = applicant();
    setValue('runnerName', a.joinerName, { shouldValidate: true });
    setValue('cellphone', a.cellphone, { shouldValidate: true });
  };

  return (
    <fieldset className={styles.fieldset} data-testid="runner-row-form" disabled={formState.isSubmitting}>
      <legend>{editing ? tg('runnerEditTitle') : t('form.runnerTitle')}</legend>
      <div className={styles.inline}>
        <button type="button" className="btn btn-sm btn-outline" onClick={copyApplicant}>
          {t('form.sameAsApplicant')}
        </button>
      </div>
      <RunnerFields
        field={(name) => register(name)}
        errors={errors}
        course={course}
        askEmail={askEmail}
        courseField={
          <SelectField
            id="runnerCourse"
            label={t('form.course')}
            error={errors.ticketSeq}
            placeholder={tg('chooseCourse')}
            {...register('ticketSeq', { onChange: (e) => onCourse(e.target.value) })}
          >
            {PUBLIC_TICKET_TYPES.map((type) => {
              const group = courses.filter((c) => c.ticketType === type);
              if (!group.length) return null;
              return (
                <optgroup key={type} label={t(`courseGroup.${type}`)}>
                  {group.map((c) => (
                    <option key={c.ticketSeq} value={String(c.ticketSeq)} disabled={c.state !== 'open'}>
                      {nameOf(c)} · {t('price', { amount: c.ticketPrice.toLocaleString('ko-KR') })}
                      {c.state !== 'open' ? ` (${t(`courseState.${c.state}`)})` : ''}
                    </option>
                  ))}
                </optgroup>
              );
            })}
          </SelectField>
        }
      />
      <div className={styles.actions}>
        {editing && (
          <button type="button" className="btn btn-outline" onClick={onCancelEdit}>
            {tg('cancelEdit')}
          </button>
        )}
        <button type="button" className="btn" onClick={() => void submitRow()} disabled={formState.isSubmitting}>
          {editing ? tg('editComplete') : tg('add')}
        </button>
      </div>
    </fieldset>
  );
}
