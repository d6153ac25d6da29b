'use client';
import type { ChangeEvent, ClipboardEvent, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { digitsOnly } from '@/lib/validation/phone-input';
import { FieldFrame, fieldAria, type FieldFrameProps } from './field-frame';
import styles from './ui.module.css';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> &
  FieldFrameProps & {
    /** Keep digits only (birthday, numbers): separators typed or pasted are dropped before `maxLength`. */
    digits?: boolean;
    /** What the field keeps of typed or pasted text (PhoneField: the site's phone normaliser); applied before `maxLength`. */
    normalize?: (text: string) => string;
    /** Placed after the input on the same line (a search button, a 'check' button). */
    addon?: ReactNode;
    /** Class of the input (e.g. a narrow postcode box). */
    inputClassName?: string;
    ref?: Ref<HTMLInputElement>;
  };

/**
 * The label + input + error block of every form (public and staff): the label is tied to the input,
 * the error and hint are read with it (aria-describedby), `aria-invalid` is set while it has an error,
 * and `digits` fields accept a pasted `1990-01-01` as `19900101` (phones: PhoneField). Spread react-hook-form's
 * `register(name)` into it.
 */
export function TextField({
  id,
  label,
  error,
  hint,
  digits,
  normalize,
  addon,
  inputClassName,
  required,
  className,
  ref,
  onChange,
  ...input
}: TextFieldProps) {
  const max = typeof input.maxLength === 'number' ? input.maxLength : undefined;
  const clean = normalize ?? (digits ? (text: string) => digitsOnly(text, max) : undefined);

  const change = (e: ChangeEvent<HTMLInputElement>) => {
    if (clean) {
      const next = clean(e.target.value);
      if (next !== e.target.value) e.target.value = next;
    }
    onChange?.(e);
  };
  // maxLength would cut a pasted '1990-01-01' to '1990-01-' before onChange sees it.
  const paste = (e: ClipboardEvent<HTMLInputElement>) => {
    if (!clean) return;
    const el = e.currentTarget;
    const pasted = e.clipboardData.getData('text');
    e.preventDefault();
    const start = el.selectionStart ?? el.value.length;
    const end = el.selectionEnd ?? el.value.length;
    const next = clean(el.value.slice(0, start) + pasted + el.value.slice(end));
    el.value = next;
    el.setSelectionRange?.(next.length, next.length);
    onChange?.({ target: el, currentTarget: el, type: 'change' } as unknown as ChangeEvent<HTMLInputElement>);
  };

  const control = (
    <input
      id={id}
      ref={ref}
      required={required}
      {...fieldAria(id, error, hint)}
      className={inputClassName}
      {...(digits ? { inputMode: 'numeric' as const } : {})}
      {...input}
      onChange={change}
      onPaste={clean ? paste : input.onPaste}
    />
  );
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required={required} className={className}>
      {addon ? (
        <div className={styles.copyRow}>
          {control}
          {addon}
        </div>
      ) : (
        control
      )}
    </FieldFrame>
  );
}
