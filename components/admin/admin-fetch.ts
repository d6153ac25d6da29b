'use client';
import { callApi, type ApiAnswer } from '@/components/apply/api';

/** A full page load, not a client navigation: every client state of the lost session must go. */
function goToLogin(): void {
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a hard reload is the point here
  window.location.assign('/user/login');
}

/**
 * JSON call to an admin API from the staff console (spec §6, §7 "Admin (auth header)"). The staff
 * session cookie authenticates it. A 401 or 403 answer means the session is gone or lacks the right:
 * the console alerts 'no permission' (text from the caller's catalogue), and goes to /user/login.
 * Never throws; returns the answer for every other status.
 */
export async function adminFetch<T = unknown>(method: string, url: string, body: unknown, noPermissionText: string): Promise<ApiAnswer<T>> {
  const answer = await callApi<T>(method, url, body);
  if (answer.status === 401 || answer.status === 403) {
    window.alert(noPermissionText);
    goToLogin();
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
      window.alert(noPermissionText);
      goToLogin();
    }
    return { ok: res.ok, status: res.status, body: parsed as T };
  } catch {
    return { ok: false, status: null, body: undefined as T };
  }
}
