'use client';
import { callApi, type ApiAnswer } from '@/components/http/api-client';

/** A full page load, not a client navigation: every client state of the lost session must go. */
export function goToLogin(): void {
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a hard reload is the point here
  window.location.assign('/user/login');
}

/** Event the staff console's SessionLostNotice answers: it shows `detail` in the styled dialog, then goes to login. */
export const SESSION_LOST_EVENT = 'staff:session-lost';

/**
 * The session is gone or lacks the right (a 401/403 answer): the console says so with `text` in its
 * own dialog and then goes to /user/login. Outside the console (no notice listening) it goes at once.
 */
export function sessionLost(text: string): void {
  const answered = !window.dispatchEvent(new CustomEvent(SESSION_LOST_EVENT, { detail: text, cancelable: true }));
  if (!answered) goToLogin();
}

/**
 * JSON call to an admin API from the staff console (spec §6, §7 "Admin (auth header)"). The staff
 * session cookie authenticates it. A 401 or 403 answer means the session is gone or lacks the right:
 * the console says 'no permission' (text from the caller's catalogue) and goes to /user/login (sessionLost).
 * Never throws; returns the answer for every other status.
 */
export async function adminFetch<T = unknown>(method: string, url: string, body: unknown, noPermissionText: string): Promise<ApiAnswer<T>> {
  const answer = await callApi<T>(method, url, body);
  if (answer.status === 401 || answer.status === 403) {
    sessionLost(noPermissionText);
  }
  return answer;
}

/**
 * Multipart upload to an admin API (Excel upload, event photo). Same 401/403 handling as adminFetch.
 */
export async function adminUpload<T = unknown>(url: string, form: FormData, noPermissionText: string): Promise<ApiAnswer<T>> {
  try {
    const res = await fetch(url, { method: 'POST', body: form, cache: 'no-store' });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    if (res.status === 401 || res.status === 403) {
      sessionLost(noPermissionText);
    }
    return { ok: res.ok, status: res.status, body: parsed as T };
  } catch {
    return { ok: false, status: null, body: undefined as T };
  }
}
