import { parseCookie, stringifySetCookie } from 'cookie';
import { apiErrorBody } from '@/lib/http/handler';
import { badRequest } from '@/lib/errors';
import { localeOfRequest } from '@/lib/i18n/translate';
import { isCleanText } from '@/lib/validation/fields';

/** The cookies in which next-auth keeps the address to return to after sign-in (plain and over https). */
const CALLBACK_COOKIES = ['next-auth.callback-url', '__Secure-next-auth.callback-url'];

/**
 * Whether next-auth can use `value` as its callbackUrl: a path on this site, or an absolute URL
 * (next-auth then compares its origin with the site's and falls back to the site itself). Anything
 * else made next-auth's own `new URL()` throw, which answered a staff sign-in 500.
 */
export function isUsableCallbackUrl(value: string): boolean {
  return isCleanText(value) && (value.startsWith('/') || URL.canParse(value));
}

/** The callbackUrl values a next-auth request carries: query, form body, cookies. */
async function callbackUrls(req: Request): Promise<{ sent: string[]; cookies: string[] }> {
  const sent = new URL(req.url).searchParams.getAll('callbackUrl');
  if (req.method === 'POST' && (req.headers.get('content-type') ?? '').startsWith('application/x-www-form-urlencoded')) {
    const body = new URLSearchParams(await req.clone().text());
    sent.push(...body.getAll('callbackUrl'));
  }
  const jar = parseCookie(req.headers.get('cookie') ?? '');
  const cookies = CALLBACK_COOKIES.filter((name) => jar[name] !== undefined && !isUsableCallbackUrl(jar[name]!));
  return { sent, cookies };
}

/**
 * Wraps next-auth's route handler: a request whose callbackUrl (query, form body or next-auth's
 * cookie) next-auth cannot use is answered 400 with the catalogue's message before next-auth sees
 * it; an unusable cookie is also cleared, so the next sign-in works.
 */
export function withCallbackUrlCheck<C>(handler: (req: Request, ctx: C) => Promise<Response>) {
  return async (req: Request, ctx: C): Promise<Response> => {
    const { sent, cookies } = await callbackUrls(req);
    if (sent.every(isUsableCallbackUrl) && cookies.length === 0) return handler(req, ctx);
    const res = Response.json(apiErrorBody(badRequest('validation.badRequest'), localeOfRequest(req)), { status: 400 });
    for (const name of cookies) res.headers.append('set-cookie', stringifySetCookie({ name, value: '', path: '/', maxAge: 0 }));
    return res;
  };
}
