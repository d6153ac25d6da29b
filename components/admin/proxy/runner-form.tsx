'use client';
import { useTranslations } from 'next-intl';
import type { ProxyCourse } from '@/lib/reception/proxy-types';
import { defaultSouvenirOption } from '@/lib/registration/souvenir';
import { SelectField } from '@/components/ui/select-field';
import { PhoneField } from '@/components/ui/phone-field';
import { EmailField } from '@/components/ui/email-field';
import { TextField } from '@/components/ui/text-field';
import { EmergencyFields } from '@/components/apply/emergency-fields';
import type { RunnerFields } from './runner-lists';
import { runnerNeedsOwnEmail, runnerSchema } from '@/lib/validation/application';
import { asksOwnEmail, internationalPhone } from '@/lib/validation/international-phone';
import { V } from '@/lib/validation/messages';
import { issueMessageKey } from '@/lib/validation/issue-message';
import styles from './proxy.module.css';

/** An empty participant row: gender M, first course, its default souvenir option (spec §4, §9). */
export function blankRunner(courses: ProxyCourse[]): RunnerFields {
  const c = courses[0];
  return {
    ticketSeq: c?.ticketSeq ?? 0,
    choiceOption: defaultSouvenirOption(c?.options ?? []),
    runnerName: '',
    birthday: '',
    gender: 'M',
    cellphone: '',
  };
}

/**
 * The participant fields of the proxy pages (spec §2): name, birth date, gender (male/female),
 * phone (and the runner's own e-mail when that phone is from abroad and not the applicant's), course from the offline tickets, souvenir fixed 't-shirt', souvenir option. Changing the
 * course resets the option to that course's default. Then the optional emergency contact, blood type
 * and finish-SMS consent. With `showErrors` (after a refused save or add), each field's problem under
 * the shared runner schema shows beside it and goes as soon as the field is right; the server checks
 * again.
 */
export function RunnerForm({
  value,
  onChange,
  courses,
  idPrefix,
  showErrors = false,
  applicantPhone,
}: {
  value: RunnerFields;
  onChange: (v: RunnerFields) => void;
  courses: ProxyCourse[];
  idPrefix: string;
  showErrors?: boolean;
  /** The applicant's phone as typed: a runner from abroad with another phone gives their own e-mail. */
  applicantPhone: string;
}) {
  const t = useTranslations('proxy');
  const ta = useTranslations('apply.form');
  const course = courses.find((c) => c.ticketSeq === value.ticketSeq);
  const errors = showErrors ? runnerProblems(value, applicantPhone) : {};
  const set = <K extends keyof RunnerFields>(k: K, v: RunnerFields[K]) => onChange({ ...value, [k]: v });
  const id = (k: string) => `${idPrefix}-${k}`;
  return (
    <div className={styles.rowForm}>
      <TextField
        id={id('runnerName')}
        error={errors.runnerName}
        label={t('runnerName')}
        value={value.runnerName}
        onChange={(e) => set('runnerName', e.target.value)}
      />
      <TextField
        id={id('birthday')}
        error={errors.birthday}
        label={t('birthday')}
        digits
        maxLength={8}
        placeholder={t('birthdayHint')}
        value={value.birthday}
        onChange={(e) => set('birthday', e.target.value)}
      />
      <SelectField
        id={id('gender')}
        error={errors.gender}
        label={t('gender')}
        value={value.gender}
        onChange={(e) => set('gender', e.target.value as 'M' | 'F')}
        options={[
          { value: 'M', label: t('genderValue.M') },
          { value: 'F', label: t('genderValue.F') },
        ]}
      />
      <PhoneField
        id={id('cellphone')}
        label={t('cellphone')}
        error={errors.cellphone}
        value={value.cellphone}
        onChange={(e) => set('cellphone', e.target.value)}
      />
      {asksOwnEmail(value.cellphone, applicantPhone) && (
        <EmailField
          id={id('email')}
          error={errors.email}
          label={ta('runnerEmail')}
          hint={ta('runnerEmailHint')}
          value={value.email ?? ''}
          onChange={(e) => set('email', e.target.value)}
        />
      )}
      <SelectField
        id={id('course')}
        error={errors.ticketSeq}
        label={t('course')}
        value={value.ticketSeq}
        onChange={(e) => {
          const next = courses.find((c) => c.ticketSeq === Number(e.target.value));
          onChange({ ...value, ticketSeq: Number(e.target.value), choiceOption: defaultSouvenirOption(next?.options ?? []) });
        }}
        options={courses.map((c) => ({ value: String(c.ticketSeq), label: c.ticketName }))}
      />
      <TextField id={id('souvenir')} label={t('souvenir')} value={t('souvenirFixed')} readOnly />
      <SelectField
        id={id('option')}
        error={errors.choiceOption}
        label={t('souvenirOption')}
        value={value.choiceOption}
        onChange={(e) => set('choiceOption', e.target.value)}
        options={(course?.options ?? []).map((o) => ({ value: o, label: o }))}
      />
      <div className={styles.wide}>
        <EmergencyFields
          idPrefix={`${idPrefix}-`}
          errors={errors}
          bind={(k) =>
            k === 'finishSms' || k === 'finishSmsEmergency'
              ? { checked: value[k] === true, onChange: (e) => set(k, e.target.checked) }
              : { value: value[k] ?? '', onChange: (e) => set(k, e.target.value) }
          }
        />
      </div>
    </div>
  );
}

/**
 * Each field's problem of a runner row under the public runner schema (spec §5), by field, and the
 * public form's e-mail rule against the applicant's phone `applicantPhone` (as typed): a runner from
 * abroad whose phone is not the applicant's gives their own address. Empty when the row is valid.
 */
export function runnerProblems(value: RunnerFields, applicantPhone: string): Partial<Record<keyof RunnerFields, { message: string }>> {
  const parsed = runnerSchema.safeParse(value);
  const out: Partial<Record<keyof RunnerFields, { message: string }>> = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] as keyof RunnerFields;
    out[field] ??= { message: issueMessageKey([issue]) };
  }
  if (parsed.success && runnerNeedsOwnEmail(parsed.data, internationalPhone(applicantPhone) ?? ''))
    out.email = { message: V.emailRequired };
  return out;
}
