/** Locales of the site: Korean by default, English by the language switch (cookie, URLs unchanged). */
export const locales = ['ko', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'ko';
/** Cookie the language switch writes; read by one parser (lib/http/request-locale.mjs) everywhere. */
export { LOCALE_COOKIE } from '@/lib/http/request-locale.mjs';

export function toLocale(v: string | undefined | null): Locale {
  return v === 'en' ? 'en' : 'ko';
}
