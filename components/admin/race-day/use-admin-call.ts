'use client';
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { adminFetch, adminUpload } from '@/components/admin/admin-fetch';
import { useErrorText, type ApiAnswer } from '@/components/apply/api';

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
  return { call, upload, errorText };
}

/** A file upload's answer rows that could not be used, as the consoles list them. */
export interface RowErrors {
  errors: Array<{ row: number; message: string }>;
}
