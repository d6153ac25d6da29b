import { langOf, localizedText, type EnglishKey } from '@/lib/content/localized';

/**
 * A stored text with an optional English version (an edition's name, a course, a notice title),
 * shown in the visitor's language; when English mode falls back to the Korean text it is marked
 * `lang="ko"`, so screen readers read it in Korean (WCAG 3.1.2, language of parts).
 */
export function Localized<R extends object, K extends keyof R & string>({
  row,
  field,
  locale,
}: {
  row: R & Partial<Record<EnglishKey<K>, string | null>>;
  field: K;
  locale: string;
}) {
  const { text, lang } = localizedText(row, field, locale);
  return lang ? <span lang={lang}>{String(text ?? '')}</span> : <>{String(text ?? '')}</>;
}

/**
 * A stored text that has no English version (a runner's or author's name, a gallery album, a
 * question): marked `lang="ko"` in English mode when it holds Korean (WCAG 3.1.2).
 */
export function Ko({ text, locale }: { text: string | null | undefined; locale: string }) {
  const lang = langOf(text, locale);
  return lang ? <span lang={lang}>{text}</span> : <>{text ?? ''}</>;
}
