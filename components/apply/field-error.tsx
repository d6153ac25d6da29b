'use client';
import { useTranslations } from 'next-intl';

/** A field's validation message; zod messages are catalogue keys ('validation.name', spec §5). */
export function FieldError({ error }: { error?: { message?: string } }) {
  const t = useTranslations();
  if (!error?.message) return null;
  const msg = error.message;
  const text = msg.includes('.') && t.has(msg as never) ? t(msg as never) : msg;
  return (
    <span className="field-error" role="alert">
      {text}
    </span>
  );
}
