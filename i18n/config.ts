/** Locales of the site: Korean by default, English by the language switch (cookie, URLs unchanged). */
export const locales = ['ko', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'ko';
/** Cookie the language switch writes; read by i18n/request.ts and by route handlers for error texts. */
export const LOCALE_COOKIE = 'NEXT_LOCALE';

export function toLocale(v: string | undefined | null): Locale {
  return v === 'en' ? 'en' : 'ko';
}
