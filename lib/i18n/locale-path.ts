import type { Locale } from '@/i18n/config';

/**
 * Paths the proxy leaves alone: Next internals, files at the app root (sitemap, robots, favicon) and
 * the metadata images of the [locale] segment (`/ko/opengraph-image?…`, the address Next puts in the
 * pages' og:image). API calls and static files never reach the proxy (its matcher).
 */
const UNLOCALISED =
  /^\/(?:_next\/|(?:(?:ko|en)\/)?(?:opengraph-image|twitter-image|icon|apple-icon)(?:[/.-]|$)|(?:manifest\.webmanifest|sitemap\.xml|robots\.txt|favicon\.ico)$)/;

/**
 * The internal path of a page for `locale`: the locale becomes the first segment (`/guide` ->
 * `/ko/guide`, `/` -> `/ko`), so that each language is rendered and cached once, while visitors keep
 * the spec's URLs (the language is chosen by the NEXT_LOCALE cookie, spec §2 language switch).
 * Returns null for paths that are not locale pages (metadata routes).
 */
export function localisedPath(pathname: string, locale: Locale): string | null {
  if (UNLOCALISED.test(pathname)) return null;
  return pathname === '/' ? `/${locale}` : `/${locale}${pathname}`;
}
