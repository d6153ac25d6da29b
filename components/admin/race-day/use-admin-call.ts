'use client';
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { adminFetch, adminUpload } from '@/components/admin/admin-fetch';
import { useErrorText, type ApiAnswer } from '@/components/http/api-client';

/**
 * The race-day consoles' calls: JSON or multipart to an admin API with the console's 'no permission'
 * handling, and the error text of a failed answer in the staff member's language.
 */
export function useAdminCall() {
  const noPermission = useTranslations('raceDay.checkin')('noPermission');
  const errorText = useErrorText();
  const call = useCallback(
    <T = unknown>(method: string, url: string, body?: unknown): Promise<ApiAnswer<T>> => adminFetch<T>(method, url, body, noPermission),
    [noPermission],
  );
  const upload = useCallback(
    <T = unknown>(url: string, form: FormData): Promise<ApiAnswer<T>> => adminUpload<T>(url, form, noPermission),
    [noPermission],
  );
  /**
   * Sends `file` with `fields` to `url` as multipart and says how it went: the summary `done` writes
   * from the answer with the rows not used, or the error; `noFile` when no file was chosen.
   */
  const uploadFile = useCallback(
    async <T extends RowErrors>(
      url: string,
      file: File | null,
      fields: Record<string, string>,
      texts: { noFile: string; done: (body: T) => string },
    ): Promise<UploadMessage> => {
      if (!file) return { ok: false, text: texts.noFile };
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.set(k, v);
      form.set('file', file);
      const res = await upload<T>(url, form);
      if (!res.ok) return { ok: false, text: errorText(res) };
      return { ok: res.body.errors.length === 0, text: texts.done(res.body), errors: res.body.errors };
    },
    [upload, errorText],
  );
  return { call, upload, uploadFile, errorText };
}

/** What a console shows after an action: a summary, good or bad, with the rows of a file not used. */
export interface UploadMessage {
  ok: boolean;
  text: string;
  errors?: RowErrors['errors'];
}

/** A file upload's answer rows that could not be used, as the consoles list them. */
export interface RowErrors {
  errors: Array<{ row: number; message: string }>;
}
