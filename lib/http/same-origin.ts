/**
 * Same-origin test for state-changing calls made with the staff session cookie (CSRF defence).
 * A browser sends `Origin` on every POST/PUT/PATCH/DELETE and `Sec-Fetch-Site` on every request;
 * another site, or another port of the same host (a 'same-site' origin), must not be able to drive
 * the console with the staff member's cookie.
 */
import { env } from '@/lib/env';
import { publicOrigin } from './public-url';
import type { RequestHead } from './request-head';

/**
 * The scheme the visitor used: the request's own, or the first X-Forwarded-Proto of a trusted proxy
 * (TRUST_PROXY=1) that ends TLS in front of the site.
 */
export function requestProtocol(req: RequestHead, trustProxy = env.server.TRUST_PROXY): string {
  const own = new URL(req.url).protocol.replace(':', '');
  if (!trustProxy) return own;
  return req.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() || own;
}

/** True when the page was reached over https (directly, or through a trusted proxy that says so). */
export function isHttps(req: RequestHead, trustProxy = env.server.TRUST_PROXY): boolean {
  return requestProtocol(req, trustProxy) === 'https';
}

/** The origins this site answers as: the configured public origin (PUBLIC_URL) and the Host it was reached at. */
export function siteOrigins(req: RequestHead, publicUrl = env.site.PUBLIC_URL): string[] {
  const origins = new Set<string>();
  const pub = publicOrigin({ PUBLIC_URL: publicUrl });
  if (pub) origins.add(pub);
  const url = new URL(req.url);
  origins.add(url.origin);
  const host = req.headers.get('host');
  if (host) origins.add(`${requestProtocol(req)}://${host}`);
  return [...origins];
}

/**
 * True when the request provably comes from a page of this site: `Sec-Fetch-Site: same-origin`
 * (or `none`, a request the user typed), or an `Origin` equal to one of `siteOrigins`. A request
 * with neither header is not from a browser page and is refused: cookie-less API clients use a
 * bearer token instead and are not subject to this test.
 */
export function isSameOrigin(req: RequestHead): boolean {
  const site = req.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return false;
  const origin = req.headers.get('origin');
  if (origin) return origin !== 'null' && siteOrigins(req).includes(origin);
  return site === 'same-origin' || site === 'none';
}

/**
 * True when a request carries proof of coming from another site's page: an `Origin` that is not one
 * of `siteOrigins` (or 'null'), or `Sec-Fetch-Site: cross-site|same-site`. A request with neither
 * header (a server-to-server API client) is not foreign. Public state-changing calls refuse foreign
 * requests; staff calls with the cookie use the stricter `isSameOrigin`.
 */
export function isForeignOrigin(req: RequestHead): boolean {
  const site = req.headers.get('sec-fetch-site');
  if (site === 'cross-site' || site === 'same-site') return true;
  const origin = req.headers.get('origin');
  return origin !== null && (origin === 'null' || !siteOrigins(req).includes(origin));
}

/**
 * isForeignOrigin, or a `Referer` from another origin: a read that a link or an image on another
 * site started. Staff reads of personal data with the cookie (an Excel export, a search) refuse
 * them, as state-changing calls refuse foreign origins: a signed-in staff browser following a link
 * from another site must not download personal data or write the audit entry that link names.
 */
export function isForeignRead(req: Request): boolean {
  if (isForeignOrigin(req)) return true;
  const referer = req.headers.get('referer');
  if (!referer) return false;
  return !URL.canParse(referer) || !siteOrigins(req).includes(new URL(referer).origin);
}
