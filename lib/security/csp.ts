/**
 * The site's Content-Security-Policy and the other response headers that depend on the request
 * (set by proxy.ts; the fixed ones are in next.config.ts). Pure functions, tested in csp.test.ts.
 */

/** Toss Payments SDK v2: loader script, checkout iframes, its API and log calls (spec §4). */
const TOSS = 'https://*.tosspayments.com';
/** Daum/Kakao postcode widget: loader on t1.daumcdn.net, more scripts and images on the CDNs, iframe on postcode.map.daum.net / kakao.com. */
const POSTCODE_SCRIPTS = ['https://t1.daumcdn.net', 'https://*.daumcdn.net', 'https://*.kakaocdn.net'];
const POSTCODE_FRAMES = ['https://*.daum.net', 'https://*.kakao.com'];

/** OpenStreetMap's tile server, with and without the old a/b/c subdomains (the pages' default template has none). */
export const DEFAULT_MAP_TILE_SOURCE = 'https://tile.openstreetmap.org https://*.tile.openstreetmap.org';

/**
 * The img-src source of a Leaflet tile URL template (MAP_TILE_URL, e.g.
 * `https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png`): its scheme and host, `{s}` (the subdomain
 * letter) as a wildcard. Undefined, malformed or non-http(s) templates give the OpenStreetMap default.
 */
export function tileImageSource(template: string | undefined): string {
  if (!template?.trim()) return DEFAULT_MAP_TILE_SOURCE;
  const m = /^(https?):\/\/([^/?#]+)/i.exec(template.trim());
  if (!m) return DEFAULT_MAP_TILE_SOURCE;
  const host = m[2].replace(/\{s\}/g, '*');
  if (!/^(\*\.)?[A-Za-z0-9.-]+(:\d+)?$/.test(host)) return DEFAULT_MAP_TILE_SOURCE;
  return `${m[1].toLowerCase()}://${host}`;
}

export interface CspOptions {
  /** Per-request random nonce, base64; Next puts it on its own scripts. */
  nonce: string;
  /** MAP_TILE_URL. */
  mapTileUrl?: string;
  /** Development server: React's debugging needs eval. */
  dev?: boolean;
  /** The page was reached over https: mixed content is upgraded. */
  https?: boolean;
  /** The page compiles WebAssembly (the check-in desk's QR reader): 'wasm-unsafe-eval', never 'unsafe-eval'. */
  wasm?: boolean;
}

/**
 * Pages that run WebAssembly: the race-day check-in desk reads QR codes with ZXing compiled to
 * WebAssembly (served by the site itself, GET /api/checkin/scanner). Every other page keeps a policy
 * that compiles none.
 */
export const WASM_PAGES: readonly string[] = ['/user/events/checkin'];

/** The directives both policies share; only script-src differs between a per-request and a cached page. */
function policy(scriptSrc: string[], o: Omit<CspOptions, 'nonce'>): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [...scriptSrc, TOSS, ...POSTCODE_SCRIPTS, ...(o.dev ? ["'unsafe-eval'"] : []), ...(o.wasm ? ["'wasm-unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', tileImageSource(o.mapTileUrl), TOSS, ...POSTCODE_SCRIPTS],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", TOSS, ...POSTCODE_SCRIPTS, ...POSTCODE_FRAMES],
    'frame-src': ["'self'", TOSS, ...POSTCODE_FRAMES],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", TOSS],
    'frame-ancestors': ["'self'"],
  };
  const parts = Object.entries(directives).map(([k, v]) => `${k} ${[...new Set(v)].join(' ')}`);
  if (o.https) parts.push('upgrade-insecure-requests');
  return parts.join('; ');
}

/**
 * The Content-Security-Policy of a page rendered per request: scripts only with this request's nonce
 * ('strict-dynamic' passes the trust to the scripts they load, such as the Toss SDK and the postcode
 * widget; the hosts named after it serve browsers without CSP 3); styles from the site and inline
 * style attributes; images from the site, data:, blob:, the map tiles, Toss and the postcode CDNs;
 * frames only Toss and the postcode widget; no plugins; forms only to the site; this site frames
 * itself at most.
 */
export function contentSecurityPolicy(o: CspOptions): string {
  return policy(["'self'", `'nonce-${o.nonce}'`, "'strict-dynamic'"], o);
}

/**
 * The Content-Security-Policy of a cached page (lib/cache/cached-routes.ts): one HTML document is
 * served to every visitor, so it cannot carry a per-request nonce. Scripts come from the site
 * ('self': Next's chunks) and inline ('unsafe-inline': Next's bootstrap and flight-data scripts, whose
 * content changes with every revalidation, so no fixed hash fits). The Toss and postcode hosts stay
 * allowed because a client-side navigation from a cached page to an apply page keeps this document's
 * policy. Every other directive is the per-request policy's.
 */
export function cachedPageSecurityPolicy(o: Omit<CspOptions, 'nonce'>): string {
  return policy(["'self'", "'unsafe-inline'"], o);
}

/** HSTS for pages served over https (one year, subdomains); never on plain http, where it means nothing. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** A fresh nonce: 16 random bytes, base64. */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
