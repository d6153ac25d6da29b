'use client';
import { useTranslations } from 'next-intl';

/** The text of a validation message: zod messages are catalogue keys ('validation.name', spec §5). */
export function useErrorMessage() {
  const t = useTranslations();
  return (msg: string | undefined): string => (!msg ? '' : msg.includes('.') && t.has(msg as never) ? t(msg as never) : msg);
}

/** A field's validation message, tied to its input by `id` (the input's aria-describedby). */
export function FieldError({ error, id }: { error?: { message?: string }; id?: string }) {
  const text = useErrorMessage()(error?.message);
  if (!text) return null;
  return (
    <span className="field-error" role="alert" id={id}>
      {text}
    </span>
  );
}
