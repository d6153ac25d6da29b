'use client';
// The browser's one way to call the site's API (every feature's forms, the staff console through
// components/admin/admin-fetch.ts): one answer shape, never a thrown network error, and the visitor's
// text of a failed call from the one error catalogue.
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { errorTextOf } from '@/lib/errors/client';

export interface ApiAnswer<T = unknown> {
  ok: boolean;
  /** null when no answer arrived at all (spec §8 A0001). */
  status: number | null;
  body: T;
  /** Seconds of the Retry-After header of a 503 Q0001 (busy, retry), else null. */
  retryAfterSec?: number | null;
}

/** JSON call to the site's API from the browser; never throws (a network failure gives status null). */
export async function callApi<T = unknown>(method: string, url: string, body?: unknown): Promise<ApiAnswer<T>> {
  try {
    const res = await fetch(url, {
      method,
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: 'no-store',
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    const retryAfter = Number(res.headers.get('retry-after'));
    return {
      ok: res.ok,
      status: res.status,
      body: parsed as T,
      retryAfterSec: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
    };
  } catch {
    return { ok: false, status: null, body: undefined as T };
  }
}

/** The visitor-facing text of a failed call (spec §8), in the current locale. */
export function useErrorText() {
  const t = useTranslations();
  return useCallback(
    (a: Pick<ApiAnswer, 'status' | 'body'>) => {
      const e = errorTextOf(a.status, a.body);
      return 'text' in e ? e.text : t(e.key as never, e.values as never);
    },
    [t],
  );
}
