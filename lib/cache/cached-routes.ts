/**
 * The one list of public pages served from Next's ISR cache (ARCHITECTURE.md, performance: the read
 * path is served from cache): rendered once per locale, shared by every visitor, revalidated every
 * PUBLIC_PAGE_REVALIDATE_S seconds and at once when staff change what they show
 * (lib/cache/public-pages.ts). proxy.ts reads it to choose the Content-Security-Policy (no per-request
 * nonce on a cached page, lib/security/csp.ts) and the Vary header. Nothing personal is on these pages:
 * apply, lookup, Q&A, records and the staff console are rendered per request.
 * Pure and client-safe.
 */

/** Seconds a cached public page is served before it is rendered again (the pages export the same literal). */
export const PUBLIC_PAGE_REVALIDATE_S = 60;

/**
 * A cached list page keeps its first page without search in the cache; a query that selects another
 * page or a search (spec §2 `?pageNo=N`, `?searchKey=&searchValue=`) is rendered per request by its
 * twin route `<path>/query` (same list, read from the query string).
 */
export const LIST_QUERY_SEGMENT = 'query';
const LIST_QUERY_KEYS = ['pageNo', 'searchKey', 'searchValue'] as const;

interface CachedRoute {
  /** The public path (no locale segment). */
  pattern: RegExp;
  /** A list page: queries go to its per-request twin. */
  list?: boolean;
  /** More query keys that send the list to its twin (the gallery's `backNo`: a runner's photos). */
  queryKeys?: readonly string[];
}

/**
 * Home, notices (list and detail), gallery, guide, course, trekking (spec §2 public screens), and the
 * live results' page (its results come from GET /api/live, cached apart).
 */
export const CACHED_ROUTES: readonly CachedRoute[] = [
  { pattern: /^\/$/ },
  { pattern: /^\/guide$/ },
  { pattern: /^\/course$/ },
  { pattern: /^\/trekking$/ },
  { pattern: /^\/dashboard\/notice$/, list: true },
  { pattern: /^\/dashboard\/notice\/[1-9]\d{0,9}$/ },
  { pattern: /^\/dashboard\/gallery$/, list: true, queryKeys: ['backNo', 'holdRound'] },
  { pattern: /^\/record\/live$/ },
];

export interface PageRoute {
  /** The page is the cached one (fixed CSP, shared by every visitor of a locale). */
  cached: boolean;
  /** The path to render, without the locale segment: the public path, or a list's per-request twin. */
  path: string;
}

/** A query that asks a list for more than its first page without search (an empty `pageNo=1` is the first page). */
function selectsBeyondFirstPage(query: URLSearchParams, more: readonly string[] = []): boolean {
  return LIST_QUERY_KEYS.some((k) => query.has(k) && !(k === 'pageNo' && query.get(k) === '1')) || more.some((k) => query.has(k));
}

/**
 * Where a page request goes: `pathname` (public, without locale, trailing slash already removed by
 * Next) and its query. Cached routes answer from the cache; a list with a page or search query goes to
 * its twin (`/dashboard/notice?pageNo=2` -> `/dashboard/notice/query`, query kept), rendered per request.
 */
export function pageRoute(pathname: string, query: URLSearchParams): PageRoute {
  const route = CACHED_ROUTES.find((r) => r.pattern.test(pathname));
  if (!route) return { cached: false, path: pathname };
  if (route.list && selectsBeyondFirstPage(query, route.queryKeys)) return { cached: false, path: `${pathname}/${LIST_QUERY_SEGMENT}` };
  return { cached: true, path: pathname };
}
