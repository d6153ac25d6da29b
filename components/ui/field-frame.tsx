'use client';
import type { ReactNode } from 'react';
import { FieldError } from './field-error';
import styles from './ui.module.css';

/** What a form control needs to be read with its label's error and hint (aria-describedby, aria-invalid). */
export interface FieldAria {
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export interface FieldFrameProps {
  id: string;
  label: ReactNode;
  /** react-hook-form's error of the field, or `{ message }` (a catalogue key or a ready text). */
  error?: { message?: string };
  /** Help shown under the control and read with it. */
  hint?: ReactNode;
  required?: boolean;
  className?: string;
}

/** The ids and flags that tie a control to its error and hint (shared by every field variant). */
export function fieldAria(id: string, error?: { message?: string }, hint?: ReactNode): FieldAria {
  const describedBy = [error?.message ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return {
    ...(error?.message ? { 'aria-invalid': true as const } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
  };
}

/**
 * The label + control + hint + error block of every form field (TextField, SelectField,
 * TextAreaField): written once so that each form gets the same label, required mark, hint and
 * error wiring. `children` is the control, carrying `id` and `fieldAria(...)`.
 */
export function FieldFrame({ id, label, error, hint, required, className, children }: FieldFrameProps & { children: ReactNode }) {
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
      <FieldError error={error} id={`${id}-error`} />
    </div>
  );
}
