import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * react-hook-form's `register(name)` with the form's default value of that field (its `defaultValues`,
 * or the values of its last `reset`) as the input's `defaultValue`. react-hook-form writes values into
 * inputs only once the page is live, so a page the server renders with stored values (a staff edit
 * page) would otherwise arrive with empty boxes, and text typed before hydration would end up beside
 * the stored text. Flat field names only (the forms that use it have no nested fields).
 */
export function registerFilled<T extends FieldValues>(form: Pick<UseFormReturn<T>, 'register' | 'formState'>, name: FieldPath<T>) {
  const stored = (form.formState.defaultValues as Record<string, unknown> | undefined)?.[name];
  return { defaultValue: typeof stored === 'string' || typeof stored === 'number' ? String(stored) : '', ...form.register(name) };
}
