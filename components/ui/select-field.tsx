'use client';
import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FieldFrame, fieldAria, type FieldFrameProps } from './field-frame';

export type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> &
  FieldFrameProps & {
    /** The choices (or `<option>` children); `placeholder` adds a first empty choice (e.g. 'all', 'choose'). */
    options?: ReadonlyArray<{ value: string; label: ReactNode; lang?: string }>;
    placeholder?: ReactNode;
    selectClassName?: string;
    ref?: Ref<HTMLSelectElement>;
  };

/** A labelled select with its hint and error (see FieldFrame); spread react-hook-form's `register(name)` into it. */
export function SelectField({
  id,
  label,
  error,
  hint,
  required,
  className,
  options,
  placeholder,
  selectClassName,
  ref,
  children,
  ...select
}: SelectFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required={required} className={className}>
      <select id={id} ref={ref} required={required} className={selectClassName} {...fieldAria(id, error, hint)} {...select}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options?.map((o) => (
          <option key={o.value} value={o.value} lang={o.lang}>
            {o.label}
          </option>
        ))}
        {children}
      </select>
    </FieldFrame>
  );
}
