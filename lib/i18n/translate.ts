// The framework-free core: this runs in route handlers, jobs and scripts, where React's server build
// has no hooks for next-intl's React entry to import.
import { createTranslator } from 'use-intl/core';
import type { Locale } from '@/i18n/config';
import { messagesFor } from '@/i18n/messages';
import { localeOfCookieHeader } from '@/lib/http/request-locale.mjs';
import type { RequestHead } from '@/lib/http/request-head';

/**
 * Translates a full catalogue key ('validation.name') outside React, e.g. for a route handler's
 * 400 message. Unknown keys come back as the key itself rather than throwing.
 */
export function translate(locale: Locale, key: string, values?: Record<string, string | number>): string {
  const t = createTranslator({ locale, messages: messagesFor(locale), onError: () => undefined, getMessageFallback: ({ key: k }) => k });
  // createTranslator's key type is the catalogue's union; keys here come from data (zod issues).
  return (t as unknown as (k: string, v?: Record<string, string | number>) => string)(key, values);
}

/** The visitor's locale from a request's cookie header (default Korean; lib/http/request-locale.mjs). */
export function localeOfRequest(req: RequestHead): Locale {
  return localeOfCookieHeader(req.headers.get('cookie'));
}
