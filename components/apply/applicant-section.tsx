'use client';
import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { registerFilled } from '@/components/ui/register-filled';
import { useFormContext, useWatch } from 'react-hook-form';
import { PhoneField } from '@/components/ui/phone-field';
import { EmailField } from '@/components/ui/email-field';
import { TextField } from '@/components/ui/text-field';
import { V } from '@/lib/validation/messages';
import { PostcodeSearch, type PostcodeResult } from './postcode-search';
import styles from './apply.module.css';
import { isInternational } from '@/lib/validation/international-phone';

/** Field names this section binds in the surrounding react-hook-form (spec §3 joiner fields). */
export interface ApplicantFields {
  joinerName: string;
  cellphone: string;
  /** Required (and shown) only with a phone from abroad: the messages go there instead of SMS. */
  email?: string | null;
  zipcode: string;
  zipAddress: string;
  address: string;
}

/** The applicant fields of an empty form (individual and group). */
export const EMPTY_APPLICANT = { joinerName: '', cellphone: '', email: '', zipcode: '', zipAddress: '', address: '' } as const;

/**
 * Applicant block of the registration forms: name, phone, postcode search with road address, and
 * detail address. A runner from abroad types the phone with '+' and the country code; the e-mail
 * field then appears (their messages go there), the hint says card is the way to pay, and the Korean
 * postcode fields give way to one free-form address with an optional postcode. Must sit inside a react-hook-form `FormProvider` whose values include
 * ApplicantFields at the top level. Zipcode and road address are filled by the postcode widget, or
 * typed when it cannot load.
 */
export function ApplicantSection({
  title,
  children,
  onLockedName,
}: {
  title?: string;
  children?: React.ReactNode;
  /** When set the name is read-only and a click calls this (e.g. 'contact admin', spec §4). */ onLockedName?: () => void;
}) {
  const t = useTranslations('apply.form');
  const form = useFormContext<ApplicantFields>();
  const { setValue, formState, control } = form;
  const foreign = isInternational(useWatch({ control, name: 'cellphone' }) ?? '');
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
        <TextField
          id="joinerName"
          label={t('joinerName')}
          autoComplete="name"
          readOnly={!!onLockedName}
          onClick={onLockedName}
          onKeyDown={onLockedName ? (e) => e.key.length === 1 && onLockedName() : undefined}
          error={errors.joinerName}
          {...registerFilled(form, 'joinerName')}
        />
        <PhoneField
          id="cellphone"
          label={t('cellphone')}
          placeholder={t('cellphoneHint')}
          hint={t('foreignPhone')}
          error={errors.cellphone}
          {...registerFilled(form, 'cellphone')}
        />
      </div>
      {foreign && (
        <EmailField
          id="email"
          label={t('email')}
          autoComplete="email"
          hint={t('emailHint')}
          error={errors.email}
          {...registerFilled(form, 'email')}
        />
      )}
      {foreign ? (
        // A runner from abroad: one free-form address (street, city, country), their country's
        // postcode if any, and an optional second line (lib/validation/application.ts checkAddress).
        <>
          <TextField
            id="zipAddress"
            label={t('addressAbroad')}
            autoComplete="street-address"
            hint={t('addressAbroadHint')}
            error={errors.zipAddress}
            {...registerFilled(form, 'zipAddress')}
          />
          <div className="row">
            <TextField
              id="address"
              label={t('addressLine2Abroad')}
              autoComplete="address-line2"
              error={errors.address}
              {...registerFilled(form, 'address')}
            />
            <TextField
              id="zipcode"
              label={t('postcodeAbroad')}
              autoComplete="postal-code"
              maxLength={10}
              error={errors.zipcode}
              {...registerFilled(form, 'zipcode')}
            />
          </div>
        </>
      ) : (
        <KoreanAddress manual={manual} setManual={setManual} onSelect={onSelect} />
      )}
    </fieldset>
  );
}

/** The Korean address of spec §5: postcode search (or typed when it cannot load), road address, detail address. */
function KoreanAddress({
  manual,
  setManual,
  onSelect,
}: {
  manual: boolean;
  setManual: (v: boolean) => void;
  onSelect: (r: PostcodeResult) => void;
}) {
  const t = useTranslations('apply.form');
  const form = useFormContext<ApplicantFields>();
  const { formState } = form;
  const errors = formState.errors;
  return (
    <>
      <TextField
        id="zipcode"
        label={t('zipcode')}
        digits
        maxLength={6}
        readOnly={!manual}
        inputClassName={styles.zip}
        addon={<PostcodeSearch onSelect={onSelect} onManual={() => setManual(true)} />}
        hint={manual ? t('postcodeManual') : undefined}
        // In manual mode there is no search button to point to: say what to type instead.
        error={manual && errors.zipcode?.message === V.zipcode ? { message: 'validation.zipcodeManual' } : errors.zipcode}
        {...registerFilled(form, 'zipcode')}
      />
      <TextField
        id="zipAddress"
        label={t('zipAddress')}
        readOnly={!manual}
        placeholder={manual ? '' : t('postcodeHint')}
        error={errors.zipAddress}
        {...registerFilled(form, 'zipAddress')}
      />
      <TextField
        id="address"
        label={t('address')}
        autoComplete="address-line2"
        error={errors.address}
        {...registerFilled(form, 'address')}
      />
    </>
  );
}
