import type { Locale } from '@/i18n/config';

/**
 * The English twin of a stored text field: `eventName` -> `eventNameEn`, `title` -> `titleEn`.
 * Editions, courses and notices keep their Korean text in the spec's field and an optional English
 * one beside it (entered by staff).
 */
export type EnglishKey<K extends string> = `${K}En`;

/**
 * The text to show for `key` of `row` in `locale` ('en' = English mode, anything else Korean): in
 * English mode the English twin (`${key}En`) when staff filled it (not blank), otherwise the Korean
 * field as stored, so a row nobody translated still shows its Korean text rather than nothing.
 * Client-safe (no database, no i18n runtime); every public page that prints an edition's, a
 * course's or a notice's text goes through it. Never throws.
 *
 * @example localized({ ticketName: '하프', ticketNameEn: 'Half' }, 'ticketName', 'en') // 'Half'
 */
export function localized<R extends object, K extends keyof R & string>(
  row: R & Partial<Record<EnglishKey<K>, string | null>>,
  key: K,
  locale: Locale | string,
): R[K] | string {
  if (locale === 'en') {
    const en = (row as Partial<Record<string, unknown>>)[`${key}En`];
    if (typeof en === 'string' && en.trim() !== '') return en;
  }
  return row[key];
}
