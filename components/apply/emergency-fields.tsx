'use client';
import { useTranslations } from 'next-intl';
import type { InputHTMLAttributes, Ref } from 'react';
import { FieldError } from '@/components/ui/field-error';
import { PhoneField } from '@/components/ui/phone-field';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { BLOOD_RH, BLOOD_TYPES } from '@/lib/codes';
import type { EmergencyFields as Values } from '@/lib/validation/emergency';
import styles from './apply.module.css';

export type EmergencyKey = keyof Values;

/** What an input of the section is bound with: react-hook-form's `register(name)`, or value/checked and onChange. */
export type EmergencyBinding = Omit<InputHTMLAttributes<HTMLInputElement & HTMLSelectElement>, 'id'> & {
  ref?: Ref<HTMLInputElement & HTMLSelectElement>;
  name?: string;
};

/**
 * The optional race-day safety fields of a runner (emergency contact and blood type), folded
 * under one heading so the form stays short on a phone, opened by itself when one of them has a
 * problem: the emergency contact's name, phone and relation, the blood type and Rh factor (printed on
 * the back of the bib), and the finish-SMS consent (to the runner, and to the contact). Used by the
 * public individual and group forms and the staff proxy forms; the rules are the shared schema's
 * (lib/validation/emergency.ts).
 */
export function EmergencyFields({
  idPrefix,
  bind,
  errors = {},
}: {
  idPrefix: string;
  bind: (name: EmergencyKey) => EmergencyBinding;
  errors?: Partial<Record<EmergencyKey, { message?: string }>>;
}) {
  const t = useTranslations('apply.emergency');
  const id = (k: string) => `${idPrefix}${k}`;
  const hasError = Object.values(errors).some((e) => e?.message);
  return (
    <details className={styles.emergency} open={hasError ? true : undefined} data-testid="emergency-fields">
      <summary>{t('title')}</summary>
      <p className="muted">{t('intro')}</p>
      <div className="row">
        <TextField
          id={id('emergencyName')}
          label={t('name')}
          maxLength={50}
          autoComplete="off"
          error={errors.emergencyName}
          {...bind('emergencyName')}
        />
        <PhoneField
          id={id('emergencyPhone')}
          label={t('phone')}
          autoComplete="off"
          error={errors.emergencyPhone}
          {...bind('emergencyPhone')}
        />
        <TextField
          id={id('emergencyRelation')}
          label={t('relation')}
          placeholder={t('relationHint')}
          maxLength={20}
          error={errors.emergencyRelation}
          {...bind('emergencyRelation')}
        />
      </div>
      <div className="row">
        <SelectField
          id={id('bloodType')}
          label={t('bloodType')}
          placeholder={t('unknown')}
          options={BLOOD_TYPES.map((b) => ({ value: b, label: t('abo', { type: b }) }))}
          error={errors.bloodType}
          {...bind('bloodType')}
        />
        <SelectField
          id={id('bloodRh')}
          label={t('bloodRh')}
          placeholder={t('unknown')}
          options={BLOOD_RH.map((r) => ({ value: r, label: `Rh${r}` }))}
          error={errors.bloodRh}
          {...bind('bloodRh')}
        />
      </div>
      <label className={styles.check}>
        <input type="checkbox" id={id('finishSms')} {...bind('finishSms')} />
        {t('finishSms')}
      </label>
      <label className={styles.check}>
        <input
          type="checkbox"
          id={id('finishSmsEmergency')}
          aria-describedby={id('finishSmsEmergency-error')}
          {...bind('finishSmsEmergency')}
        />
        {t('finishSmsEmergency')}
      </label>
      <FieldError id={id('finishSmsEmergency-error')} error={errors.finishSmsEmergency} />
    </details>
  );
}
