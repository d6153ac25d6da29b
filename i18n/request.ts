import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import * as rootParams from 'next/root-params';
import { defaultLocale, locales } from './config';
import { messagesFor } from './messages';

// Pages take the locale from the [locale] root segment (proxy.ts rewrites every page to it from the
// NEXT_LOCALE cookie), read with next/root-params: no cookie or header is read while rendering, so
// a page can be rendered once per language and cached. Route handlers, where root params do not
// exist, pass the locale of the request's cookie explicitly (getTranslations({ locale }), or
// lib/i18n/translate.ts).
export default getRequestConfig(async ({ locale: requested }) => {
  const segment: unknown = requested ?? (await rootParams.locale());
  const locale = hasLocale(locales, segment) ? segment : defaultLocale;
  return { locale, messages: messagesFor(locale), timeZone: 'Asia/Seoul' };
});
