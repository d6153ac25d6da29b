'use client';
import { useTranslations } from 'next-intl';
import { useCallback, useState, type ChangeEvent, type FocusEvent, type Ref } from 'react';
import { formatPhone, normalizePhone } from '@/lib/validation/phone-input';
import { TextField, type TextFieldProps } from './text-field';

/**
 * Every phone input of the site, public and staff (spec §5: digits without hyphens, at most 11):
 * whatever is typed or pasted (`010-9876-5432`, `010 9876 5432`, `+82 10-9876-5432`) is shown and
 * kept as the normalised number (`01098765432`, lib/validation/phone-input.ts). No `maxLength` on
 * the element: the browser would cut a pasted `010-9876-5432` to its first 11 characters before any
 * script saw it (keyboards that paste without a paste event, such as a phone's clipboard chip);
 * the normaliser limits the digits instead.
 *
 * Once a complete Korean number is in the field, its hint reads it back as people write it
 * ('입력된 번호: 010-9876-5432'), so a runner who pasted a hyphenated number sees it was kept whole.
 * A number already in the field when it appears (a form's default values, as a waitlist invitation
 * fills it) is read back from the start: a line appearing only when the field loses focus would
 * move the controls below it under a pointer pressed on one of them, and the press would be lost.
 */
export function PhoneField({ onChange, onBlur, hint, ref, ...props }: Omit<TextFieldProps, 'digits' | 'normalize' | 'maxLength' | 'type'>) {
  const t = useTranslations('ui');
  const [kept, setKept] = useState(() =>
    typeof props.value === 'string' ? props.value : typeof props.defaultValue === 'string' ? props.defaultValue : '',
  );
  const attach = useCallback(
    (el: HTMLInputElement | null) => {
      assignRef(ref, el); // first: react-hook-form's ref writes the default value into the element
      if (el?.value) setKept((k) => k || el.value);
    },
    [ref],
  );
  const shown = typeof props.value === 'string' ? props.value : kept;
  const readable = formatPhone(shown);
  const readBack = readable !== shown ? t('phoneReadBack', { phone: readable }) : null;
  return (
    <TextField
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      {...props}
      ref={attach}
      hint={
        readBack && hint ? (
          <>
            {hint} <span data-testid="phone-read-back">{readBack}</span>
          </>
        ) : readBack ? (
          <span data-testid="phone-read-back">{readBack}</span>
        ) : (
          hint
        )
      }
      onChange={(e: ChangeEvent<HTMLInputElement>) => {
        setKept(e.target.value);
        onChange?.(e);
      }}
      onBlur={(e: FocusEvent<HTMLInputElement>) => {
        setKept(e.target.value);
        onBlur?.(e);
      }}
      normalize={normalizePhone}
    />
  );
}

/** Passes `el` on to a ref given by the caller (a callback such as react-hook-form's, or an object). */
function assignRef(ref: Ref<HTMLInputElement> | undefined, el: HTMLInputElement | null) {
  if (typeof ref === 'function') ref(el);
  else if (ref) ref.current = el;
}
