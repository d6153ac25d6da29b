/**
 * The one reading of the language cookie (spec §2 language switch), for every layer that chooses a
 * language: proxy.ts (which rewrites each page to its locale), the route handlers' messages
 * (lib/i18n/translate.ts), and the server entry's early answers (plain JavaScript, outside Next). A cache in front of the site (nginx, a CDN) must key pages by the same
 * rule, or it serves one language's page to the other:
 *   trim the Cookie header of spaces, tabs and line ends (as HTTP does), split it at ';' followed by any spaces; in each part the
 *   name is what comes before the first '=' and the value the rest, percent-decoded (a part that
 *   does not decode is skipped; a part without '=' is a cookie of that name valued 'true'); the
 *   last NEXT_LOCALE wins; its value is English exactly when it is 'en', else Korean.
 * That is how Next itself reads request cookies (RequestCookies of @edge-runtime/cookies), so
 * `NEXT_LOCALE=%65n` is English and `NEXT_LOCALE=en; NEXT_LOCALE=ko` Korean everywhere.
 */

/** The cookie the language switch writes. */
export const LOCALE_COOKIE = 'NEXT_LOCALE';

/**
 * The locale a Cookie header chooses, by the rule above.
 * @param {string | null | undefined} header
 * @returns {'ko' | 'en'}
 */
export function localeOfCookieHeader(header) {
  let value;
  for (const part of (header ?? '').replace(/^[\t\n\r ]+|[\t\n\r ]+$/g, '').split(/; */)) {
    const at = part.indexOf('=');
    if (at === -1) {
      if (part === LOCALE_COOKIE) value = 'true';
      continue;
    }
    if (part.slice(0, at) !== LOCALE_COOKIE) continue;
    try {
      value = decodeURIComponent(part.slice(at + 1));
    } catch {
      // Not percent-decodable: Next skips the pair, and so do we.
    }
  }
  return value === 'en' ? 'en' : 'ko';
}

/**
 * The language of a node request (the server entry's own code, e.g. server/main.mjs and
 * the modules it loads): localeOfCookieHeader of its Cookie header.
 * @param {import('node:http').IncomingMessage} req
 * @returns {'ko' | 'en'}
 */
export function requestLocale(req) {
  const cookie = req.headers.cookie;
  return localeOfCookieHeader(Array.isArray(cookie) ? cookie.join('; ') : cookie);
}
