import { getToken } from 'next-auth/jwt';
import { NextResponse, type NextRequest } from 'next/server';
import { env } from '@/lib/env';
import { localeOfCookieHeader } from '@/lib/http/request-locale.mjs';
import { isHttps } from '@/lib/http/same-origin';
import { pageRoute } from '@/lib/cache/cached-routes';
import { localisedPath } from '@/lib/i18n/locale-path';
import { cachedPageSecurityPolicy, contentSecurityPolicy, HSTS, newNonce, WASM_PAGES } from '@/lib/security/csp';

/**
 * Next 16's proxy (formerly middleware), for pages (not API calls or static files):
 * - the language: every page lives under app/[locale]; the request is rewritten to the locale the
 *   NEXT_LOCALE cookie chooses (Korean by default), so URLs stay the spec's and each language is
 *   rendered and cached once (lib/i18n/locale-path.ts);
 * - a Content-Security-Policy by route class (lib/cache/cached-routes.ts): pages rendered per request
 *   get a fresh nonce, passed to Next in the request headers so that its own scripts carry it; cached
 *   pages, one document for every visitor, get the fixed policy without a nonce; HSTS over https;
 * - an early redirect only: visitors without a staff session go from /user/* to /user/login. Every
 *   admin page and route checks the session itself as well (revocation included).
 */
export async function proxy(req: NextRequest) {
  const { pathname, searchParams } = req.nextUrl;
  const https = isHttps(req);
  const route = pageRoute(pathname, searchParams);
  const cspOptions = {
    mapTileUrl: env.site.MAP_TILE_URL,
    dev: env.site.NODE_ENV === 'development',
    https,
    wasm: WASM_PAGES.includes(pathname),
  };
  const csp = route.cached ? cachedPageSecurityPolicy(cspOptions) : contentSecurityPolicy({ ...cspOptions, nonce: newNonce() });
  const requestHeaders = new Headers(req.headers);
  // Next takes the nonce for its scripts from this request header; a cached page is rendered without
  // one (whatever a client sends), as its HTML is served to everybody.
  if (route.cached) requestHeaders.delete('content-security-policy');
  else requestHeaders.set('content-security-policy', csp);
  const secure = (res: NextResponse) => {
    res.headers.set('Content-Security-Policy', csp);
    if (https) res.headers.set('Strict-Transport-Security', HSTS);
    return res;
  };

  if (pathname.startsWith('/user') && !pathname.startsWith('/user/login')) {
    const token = await getToken({ req, secret: env.auth.NEXTAUTH_SECRET });
    if (!token) {
      const url = req.nextUrl.clone();
      url.pathname = '/user/login';
      url.search = '';
      return secure(NextResponse.redirect(url));
    }
  }
  const target = localisedPath(route.path, localeOfCookieHeader(req.headers.get('cookie')));
  const url = req.nextUrl.clone();
  if (target) url.pathname = target;
  const res = target
    ? NextResponse.rewrite(url, { request: { headers: requestHeaders } })
    : NextResponse.next({ request: { headers: requestHeaders } });
  // spec §2: the login area carries a noindex hint; the rest of the staff console is never indexed either
  if (pathname.startsWith('/user')) res.headers.set('X-Robots-Tag', 'noindex');
  return secure(res);
}

export const config = {
  matcher: [
    // Prefetches too: they must reach the same locale page as the navigation that follows.
    '/((?!api(?:/|$)|_next/static|_next/image|favicon\\.ico|.*\\.(?:png|jpg|jpeg|gif|svg|webp|ico|txt|xml|woff2?)$).*)',
  ],
};
