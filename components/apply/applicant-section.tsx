'use client';
import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { FieldError } from './field-error';
import { PostcodeSearch, type PostcodeResult } from './postcode-search';
import styles from './apply.module.css';

/** Field names this section binds in the surrounding react-hook-form (spec §3 joiner fields). */
export interface ApplicantFields {
  joinerName: string;
  cellphone: string;
  zipcode: string;
  zipAddress: string;
  address: string;
}

/**
 * Applicant block of the registration forms: name, phone, postcode search with road address, and
 * detail address. Must sit inside a react-hook-form `FormProvider` whose values include
 * ApplicantFields at the top level. Zipcode and road address are filled by the postcode widget, or
 * typed when it cannot load.
 */
export function ApplicantSection({ title, children, onLockedName }: { title?: string; children?: React.ReactNode; /** When set the name is read-only and a click calls this (e.g. 'contact admin', spec §4). */ onLockedName?: () => void }) {
  const t = useTranslations('apply.form');
  const { register, setValue, formState } = useFormContext<ApplicantFields>();
  const [manual, setManual] = useState(false);
  const errors = formState.errors;
  const onSelect = useCallback(
    (r: PostcodeResult) => {
      setValue('zipcode', r.zipcode, { shouldValidate: true });
      setValue('zipAddress', r.zipAddress, { shouldValidate: true });
    },
    [setValue],
  );
  return (
    <fieldset className={styles.fieldset}>
      <legend>{title ?? t('applicantTitle')}</legend>
      {children}
      <div className="row">
        <div className="field">
          <label htmlFor="joinerName">{t('joinerName')}</label>
          <input id="joinerName" autoComplete="name" readOnly={!!onLockedName} onClick={onLockedName} onKeyDown={onLockedName ? (e) => e.key.length === 1 && onLockedName() : undefined} {...register('joinerName')} aria-invalid={!!errors.joinerName} />
          <FieldError error={errors.joinerName} />
        </div>
        <div className="field">
          <label htmlFor="cellphone">{t('cellphone')}</label>
          <input id="cellphone" inputMode="numeric" autoComplete="tel" maxLength={11} placeholder={t('cellphoneHint')} {...register('cellphone')} aria-invalid={!!errors.cellphone} />
          <FieldError error={errors.cellphone} />
        </div>
      </div>
      <div className="field">
        <label htmlFor="zipcode">{t('zipcode')}</label>
        <div className={styles.inline}>
          <input id="zipcode" inputMode="numeric" maxLength={6} readOnly={!manual} className={styles.zip} {...register('zipcode')} aria-invalid={!!errors.zipcode} />
          <PostcodeSearch onSelect={onSelect} onManual={() => setManual(true)} />
        </div>
        {manual ? (
          <p className={`muted ${styles.note}`} role="status">
            {t('postcodeManual')}
          </p>
        ) : null}
        <FieldError error={errors.zipcode} />
      </div>
      <div className="field">
        <label htmlFor="zipAddress">{t('zipAddress')}</label>
        <input id="zipAddress" readOnly={!manual} placeholder={manual ? '' : t('postcodeHint')} {...register('zipAddress')} aria-invalid={!!errors.zipAddress} />
        <FieldError error={errors.zipAddress} />
      </div>
      <div className="field">
        <label htmlFor="address">{t('address')}</label>
        <input id="address" autoComplete="address-line2" {...register('address')} aria-invalid={!!errors.address} />
        <FieldError error={errors.address} />
      </div>
    </fieldset>
  );
}
