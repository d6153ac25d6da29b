import { getToken } from 'next-auth/jwt';
import { NextResponse, type NextRequest } from 'next/server';
import { isHttps } from '@/lib/http/same-origin';
import { contentSecurityPolicy, HSTS, newNonce } from '@/lib/security/csp';

/**
 * Next 16's proxy (formerly middleware), for pages (not API calls or static files):
 * - a Content-Security-Policy with a fresh nonce per request, passed to Next in the request headers
 *   so that its own scripts carry it (pages are rendered per request), and HSTS over https;
 * - an early redirect only: visitors without a staff session go from /user/* to /user/login. Every
 *   admin page and route checks the session itself as well (revocation included).
 */
export async function proxy(req: NextRequest) {
  const nonce = newNonce();
  const https = isHttps(req);
  const csp = contentSecurityPolicy({ nonce, mapTileUrl: process.env.MAP_TILE_URL, dev: process.env.NODE_ENV === 'development', https });
  const requestHeaders = new Headers(req.headers);
  requestHeaders.set('x-nonce', nonce);
  requestHeaders.set('content-security-policy', csp);
  const secure = (res: NextResponse) => {
    res.headers.set('Content-Security-Policy', csp);
    if (https) res.headers.set('Strict-Transport-Security', HSTS);
    return res;
  };

  const { pathname } = req.nextUrl;
  if (pathname.startsWith('/user') && !pathname.startsWith('/user/login')) {
    const token = await getToken({ req, secret: process.env.NEXTAUTH_SECRET });
    if (!token) {
      const url = req.nextUrl.clone();
      url.pathname = '/user/login';
      url.search = '';
      return secure(NextResponse.redirect(url));
    }
  }
  const res = NextResponse.next({ request: { headers: requestHeaders } });
  // spec §2: the login area carries a noindex hint; the rest of the staff console is never indexed either
  if (pathname.startsWith('/user')) res.headers.set('X-Robots-Tag', 'noindex');
  return secure(res);
}

export const config = {
  matcher: [
    {
      source: '/((?!api/|_next/static|_next/image|favicon\\.ico|.*\\.(?:png|jpg|jpeg|gif|svg|webp|ico|txt|xml|woff2?)$).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
};
