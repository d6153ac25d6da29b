'use client';
import { TextField, type TextFieldProps } from './text-field';

/**
 * Every e-mail input of the site (the contact of a runner whose phone is from abroad: their messages
 * go there instead of SMS): an e-mail keyboard, no spelling fixes, the address as typed (the schema
 * trims it and keeps it in lower case, lib/validation/fields.ts emailField).
 */
export function EmailField(props: Omit<TextFieldProps, 'type' | 'inputMode' | 'digits'>) {
  return <TextField type="email" inputMode="email" autoCapitalize="none" spellCheck={false} maxLength={254} {...props} />;
}
