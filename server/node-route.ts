import type { IncomingMessage, ServerResponse } from 'node:http';
import { errorResponse } from '@/lib/http/handler';
import { SECURITY_HEADER_RECORD } from '@/lib/security/response-headers.mjs';
import { urlOf } from './node-request';

/** An app route's handler, as its route.ts exports it (routes without dynamic segments). */
export type RouteHandler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** A route the server entry serves itself: the node request, its answer, and the body already read. */
export type NodeRoute = (req: IncomingMessage, res: ServerResponse, body: Buffer) => Promise<void>;

/**
 * The web Request a route handler gets for the node request `req` with `body`: method, URL (scheme
 * from X-Forwarded-Proto, which the server entry or nginx sets), headers as the server entry left them
 * (client address and arrival time overwritten) and the body.
 */
export function webRequestOf(req: IncomingMessage, body: Buffer): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const one of value) headers.append(name, one);
    else if (value !== undefined) headers.set(name, value);
  }
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(urlOf(req), { method, headers, body: hasBody ? new Uint8Array(body) : undefined });
}

/**
 * Writes the web Response `response` to the node answer `res`, with the security headers Next adds to
 * its own answers (next.config.ts) and every Set-Cookie on its own line. `x-middleware-*` headers are
 * Next's instructions to its router (NextResponse.cookies.set adds x-middleware-set-cookie), which Next
 * strips; sent on, they would show an HttpOnly cookie to scripts.
 */
export async function writeResponse(res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string | string[]> = { ...SECURITY_HEADER_RECORD };
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && !name.startsWith('x-middleware-')) headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  const body = Buffer.from(await response.arrayBuffer());
  headers['content-length'] = String(body.length);
  res.writeHead(response.status, headers);
  res.end(body);
}

/**
 * `handler` (an app route's exported function) served by the server entry without Next's router: the
 * same function, validation, queue, errors and cookies as under Next, with a real web Request and
 * Response. Only for routes that need nothing of Next's request scope: no `cookies()` or `headers()`
 * from next/headers and no `after()` (lib/http/after-answer.ts works in both); an ESLint rule keeps
 * those imports out of the routes served this way. A handler that throws (route handlers answer their
 * own errors) gets the same 500 A0001 as under Next.
 */
export function nodeRoute(handler: RouteHandler): NodeRoute {
  return async (req, res, body) => {
    const request = webRequestOf(req, body);
    let response: Response;
    try {
      response = await handler(request, { params: Promise.resolve({}) });
    } catch (err) {
      response = errorResponse(request, err);
    }
    await writeResponse(res, response);
  };
}
