'use client';
import { normalizePhone } from '@/lib/validation/phone-input';
import { TextField, type TextFieldProps } from './text-field';

/**
 * Every phone input of the site, public and staff (spec §5: digits without hyphens, at most 11):
 * whatever is typed or pasted (`010-9876-5432`, `010 9876 5432`, `+82 10-9876-5432`) is shown and
 * kept as the normalised number (`01098765432`, lib/validation/phone-input.ts). No `maxLength` on
 * the element: the browser would cut a pasted `010-9876-5432` to its first 11 characters before any
 * script saw it (keyboards that paste without a paste event, such as a phone's clipboard chip);
 * the normaliser limits the digits instead.
 */
export function PhoneField(props: Omit<TextFieldProps, 'digits' | 'normalize' | 'maxLength' | 'type'>) {
  return <TextField type="tel" inputMode="tel" autoComplete="tel-national" {...props} normalize={normalizePhone} />;
}
