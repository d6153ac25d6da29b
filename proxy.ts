import { getToken } from 'next-auth/jwt';
import { NextResponse, type NextRequest } from 'next/server';

/**
 * Early redirect only (Next 16's proxy, formerly middleware): visitors without a staff session go
 * from /user/* to /user/login. Every admin page and route checks the session itself as well.
 */
export async function proxy(req: NextRequest) {
  const { pathname } = req.nextUrl;
  if (pathname.startsWith('/user/login')) {
    const res = NextResponse.next();
    res.headers.set('X-Robots-Tag', 'noindex'); // spec §2: the login area carries a noindex hint
    return res;
  }
  const token = await getToken({ req, secret: process.env.NEXTAUTH_SECRET });
  if (!token) {
    const url = req.nextUrl.clone();
    url.pathname = '/user/login';
    url.search = '';
    return NextResponse.redirect(url);
  }
  const res = NextResponse.next();
  res.headers.set('X-Robots-Tag', 'noindex'); // the staff console is never indexed
  return res;
}

export const config = { matcher: ['/user/:path*'] };
