'use client';
import type { Ref, TextareaHTMLAttributes } from 'react';
import { FieldFrame, fieldAria, type FieldFrameProps } from './field-frame';

export type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> &
  FieldFrameProps & { ref?: Ref<HTMLTextAreaElement> };

/** A labelled multi-line text box with its hint and error (see FieldFrame). */
export function TextAreaField({ id, label, error, hint, required, className, ref, ...area }: TextAreaFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required={required} className={className}>
      <textarea id={id} ref={ref} required={required} {...fieldAria(id, error, hint)} {...area} />
    </FieldFrame>
  );
}
