'use client';
import { useTranslations } from 'next-intl';

/** The outcome of a file upload: its summary and, below, each row not used with its reason (at most 50 shown). */
export function UploadResult({
  ok,
  text,
  errors = [],
  testId,
}: {
  ok: boolean;
  text: string;
  errors?: Array<{ row: number; message: string }>;
  testId?: string;
}) {
  const t = useTranslations('raceDay.console');
  return (
    <div className={`alert ${ok ? 'alert-ok' : 'alert-error'}`} role="status" data-testid={testId}>
      {text}
      {errors.length ? (
        <ul>
          {errors.slice(0, 50).map((e) => (
            <li key={e.row}>{t('errorRow', { row: e.row, message: e.message })}</li>
          ))}
          {errors.length > 50 ? <li>{t('moreErrors', { count: errors.length - 50 })}</li> : null}
        </ul>
      ) : null}
    </div>
  );
}
