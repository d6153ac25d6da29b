import { NextResponse } from 'next/server';
import { env, type SiteSettings } from '@/lib/env';

/**
 * The site's public origin. Behind a reverse proxy or a load balancer the request URL a route
 * handler sees is the internal one (`http://localhost:PORT`), not the address the runner typed, and
 * the order-id cookie lives on the real host only (spec §2 /apply/success). Every absolute URL the
 * server hands out (card success/fail return, redirects, staff session URL) is therefore built from
 * `PUBLIC_URL` when it is set, and is relative otherwise, so the browser resolves it against the
 * address it actually used.
 */

/** The configured public origin (`https://race.example.kr`), or null when PUBLIC_URL is unset (lib/env checks it is http(s)). */
export function publicOrigin(site: Pick<SiteSettings, 'PUBLIC_URL'> = env.site): string | null {
  return site.PUBLIC_URL ? new URL(site.PUBLIC_URL).origin : null;
}

/**
 * A path of this site (`/apply/success?…`) as the URL to hand to a browser or a provider: absolute on
 * PUBLIC_URL when configured, else the path itself (a relative Location resolves against the address
 * the browser used, RFC 9110 §10.2.2). `path` must start with '/'.
 */
export function sitePath(path: string, site: Pick<SiteSettings, 'PUBLIC_URL'> = env.site): string {
  if (!path.startsWith('/') || path.startsWith('//')) throw new Error('sitePath expects a path of this site');
  const origin = publicOrigin(site);
  return origin ? `${origin}${path}` : path;
}

/** A 303 See Other to a path of this site (see `sitePath`); never built from the request's own URL. */
export function redirectToSite(path: string, init?: { headers?: HeadersInit }): NextResponse {
  const headers = new Headers(init?.headers);
  headers.set('Location', sitePath(path));
  return new NextResponse(null, { status: 303, headers });
}
