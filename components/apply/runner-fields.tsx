'use client';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { GENDERS } from '@/lib/codes';
import { FieldError } from '@/components/ui/field-error';
import { PhoneField } from '@/components/ui/phone-field';
import { EmailField } from '@/components/ui/email-field';
import { TextField } from '@/components/ui/text-field';
import { EmergencyFields, type EmergencyKey } from './emergency-fields';
import type { CourseOption } from './types';
import styles from './apply.module.css';
import { SelectField } from '@/components/ui/select-field';
import { Localized } from '@/components/ui/localized';

type RunnerField = 'runnerName' | 'birthday' | 'gender' | 'cellphone' | 'email' | 'choiceOption' | EmergencyKey;

/**
 * The participant inputs shared by the individual form and the group row form (spec §3 runner,
 * §5): name, birthday (8 digits), gender M/F, mobile (with the runner's own e-mail when `askEmail`),
 * the caller's course chooser, the course's
 * souvenir and its option list, then the optional emergency contact, blood type and finish-SMS
 * consent. `field` binds an input to the caller's react-hook-form.
 */
export function RunnerFields({
  field,
  errors,
  course,
  courseField,
  locked = [],
  askEmail = false,
}: {
  field: (name: RunnerField) => UseFormRegisterReturn;
  errors: Partial<Record<RunnerField, { message?: string }>>;
  /** The course chosen now, for its souvenir and options. */
  course: CourseOption | undefined;
  /** The course chooser with its label and error: radio cards (individual) or a select (group row). */
  courseField: ReactNode;
  /** Fields shown read-only (a waitlist invitation is for its runner's own name and phone). */
  locked?: RunnerField[];
  /**
   * Show the runner's own e-mail field: their phone is from abroad and not the applicant's
   * (lib/validation/application.ts runnerNeedsOwnEmail), so their messages go there.
   */
  askEmail?: boolean;
}) {
  const t = useTranslations('apply');
  const locale = useLocale();
  return (
    <>
      <div className="row">
        <TextField
          id="runnerName"
          label={t('form.runnerName')}
          error={errors.runnerName}
          readOnly={locked.includes('runnerName')}
          {...field('runnerName')}
        />
        <TextField
          id="birthday"
          label={t('form.birthday')}
          digits
          maxLength={8}
          placeholder={t('form.birthdayHint')}
          error={errors.birthday}
          {...field('birthday')}
        />
      </div>
      <div className="row">
        <div className="field">
          <span className={styles.label} id="gender-label">
            {t('form.gender')}
          </span>
          <div className={styles.inline} role="radiogroup" aria-labelledby="gender-label">
            {GENDERS.map((g) => (
              <label key={g} className={styles.check}>
                <input type="radio" value={g} {...field('gender')} />
                {t(`gender.${g}`)}
              </label>
            ))}
          </div>
          <FieldError error={errors.gender} />
        </div>
        <PhoneField
          id="runnerCellphone"
          label={t('form.runnerCellphone')}
          placeholder={t('form.cellphoneHint')}
          error={errors.cellphone}
          readOnly={locked.includes('cellphone')}
          {...field('cellphone')}
        />
      </div>
      {askEmail && (
        <EmailField
          id="runnerEmail"
          autoComplete="off"
          label={t('form.runnerEmail')}
          hint={t('form.runnerEmailHint')}
          error={errors.email}
          {...field('email')}
        />
      )}
      {courseField}
      <div className="row">
        <div className="field">
          <span className={styles.label}>{t('form.souvenir')}</span>
          <span>{course?.souvenir ? <Localized row={course} field="souvenir" locale={locale} /> : t('form.noSouvenir')}</span>
        </div>
        <SelectField
          id="choiceOption"
          key={course?.ticketSeq ?? 'none'}
          label={t('form.souvenirOption')}
          error={errors.choiceOption}
          {...field('choiceOption')}
          disabled={!course || course.options.length === 0}
          options={(course?.options ?? []).map((o) => ({ value: o, label: o }))}
        />
      </div>
      <EmergencyFields idPrefix="runner-" bind={field} errors={errors} />
    </>
  );
}
