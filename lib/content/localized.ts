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

/**
 * `localized` with the language of what it gives: `lang` is 'ko' when English mode falls back to the
 * Korean text (no English version was written), so the page can mark that part `lang="ko"` and a
 * screen reader reads it in Korean (WCAG 3.1.2, language of parts); undefined when the text is in
 * the page's language.
 */
export function localizedText<R extends object, K extends keyof R & string>(
  row: R & Partial<Record<EnglishKey<K>, string | null>>,
  key: K,
  locale: Locale | string,
): { text: R[K] | string; lang: 'ko' | undefined } {
  const text = localized(row, key, locale);
  const fellBack = locale === 'en' && text === row[key] && text !== (row as Partial<Record<string, unknown>>)[`${key}En`];
  return { text, lang: fellBack && typeof text === 'string' && hasHangul(text) ? 'ko' : undefined };
}

/** True when `text` holds a Hangul syllable or letter (a Korean text needing `lang="ko"` in English mode). */
export function hasHangul(text: string): boolean {
  return /[\u1100-\u11FF\u3130-\u318F\uAC00-\uD7A3]/.test(text);
}

/**
 * The `lang` to put on a stored text that has no English version (author names, gallery titles,
 * Q&A posts) when the page is in `locale`: 'ko' in English mode when it holds Korean, else undefined.
 */
export function langOf(text: string | null | undefined, locale: Locale | string): 'ko' | undefined {
  return locale === 'en' && text && hasHangul(text) ? 'ko' : undefined;
}
