import type { Locale } from '@/i18n/config';

/**
 * Paths the proxy leaves alone: Next's metadata routes at the app root (the sharing picture, icons,
 * manifest), which live outside the `[locale]` segment. API calls and static files never reach the
 * proxy (its matcher).
 */
const UNLOCALISED =
  /^\/(?:_next\/|(?:opengraph-image|twitter-image|icon|apple-icon)(?:[/.-]|$)|(?:manifest\.webmanifest|sitemap\.xml|robots\.txt|favicon\.ico)$)/;

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
