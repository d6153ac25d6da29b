import type { ServerResponse } from 'node:http';
import { stringifySetCookie } from 'cookie';
import { PRIVATE_NO_STORE, type AnswerCookie } from '@/lib/http/handler';
import { SECURITY_HEADER_RECORD } from '@/lib/security/response-headers.mjs';

/**
 * Writes a JSON answer of `data` with `status` to the node answer `res`, as a route handler's
 * jsonAnswer would come out of Next: the security headers Next adds to its answers (next.config.ts),
 * `Cache-Control: private, no-store` unless `headers` set one (lib/http/handler.ts: nothing personal is
 * cached), `headers` (a Retry-After), and each cookie on its own Set-Cookie line.
 */
export function writeJson(
  res: ServerResponse,
  status: number,
  data: unknown,
  { headers = {}, cookies = [] }: { headers?: Record<string, string>; cookies?: AnswerCookie[] } = {},
): void {
  const body = Buffer.from(JSON.stringify(data));
  const out: Record<string, string | string[]> = {
    ...SECURITY_HEADER_RECORD,
    'content-type': 'application/json',
    'cache-control': PRIVATE_NO_STORE,
    ...lowerCased(headers),
    'content-length': String(body.length),
  };
  if (cookies.length) out['set-cookie'] = cookies.map(setCookieLine);
  res.writeHead(status, out);
  res.end(body);
}

/**
 * The Set-Cookie line of `cookie`, with Expires beside Max-Age as Next writes it (a browser that knows
 * no Max-Age still drops the cookie in time).
 */
function setCookieLine({ name, value, options }: AnswerCookie): string {
  const expires = options.maxAge === undefined ? undefined : new Date(Date.now() + options.maxAge * 1000);
  return stringifySetCookie({ name, value, ...options, expires });
}

function lowerCased(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
}
