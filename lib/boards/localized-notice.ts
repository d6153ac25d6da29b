import type { Locale } from '@/i18n/config';
import { localized } from '@/lib/content/localized';

interface TitleOnly {
  postNo: number;
  title: string;
  titleEn?: string | null;
}

/**
 * A notice as the visitor reads it: title and content (already sanitised by lib/boards/posts.ts) in
 * English in English mode when staff wrote them, else the Korean ones, each field on its own (an
 * English title over a Korean body is shown as such); the previous/next links likewise.
 */
export function localizedNotice<
  P extends TitleOnly & { content: string; contentEn?: string | null; prev: TitleOnly | null; next: TitleOnly | null },
>(post: P, locale: Locale | string): P {
  const neighbour = (n: TitleOnly | null) => n && { ...n, title: localized(n, 'title', locale) };
  return {
    ...post,
    title: localized(post, 'title', locale),
    content: localized(post, 'content', locale),
    prev: neighbour(post.prev),
    next: neighbour(post.next),
  };
}
