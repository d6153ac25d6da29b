import { createRequire } from 'node:module';
import path from 'node:path';
import { SECURITY_HEADER_RECORD } from '../security/response-headers.mjs';
import { errorBodies } from './error-bodies.mjs';
import { directAnswerOf, markDirectRequest } from './direct-answer.mjs';
import { attachBody, readNodeBody } from './node-body.mjs';

/**
 * The accept path of the opening rush (and the record lookups of race day) without Next's
 * per-request machinery (ARCHITECTURE.md performance: accept near the database's limit). Next spends about 1.5 ms of CPU routing every
 * request before a route handler runs, more than the handler itself, so on a 2-core machine the
 * application process, not the database, bounded how many applications were accepted per second.
 * Here the worker entry calls the route's own handler (the same function Next calls, from the same
 * build: validation, the accept queue, error answers and cookies are unchanged), taken from the route
 * module Next compiled, with a request-shaped object built from the node request (directRequest), and
 * writes the Response back.
 *
 * Only for route handlers that read their body with lib/http/body-limit.ts (parseJson does) and
 * need nothing from Next's request scope: no `cookies()`, `headers()` or `after()` from next/server
 * (lib/http/after-answer.ts runs follow-up work outside that scope), and no proxy.ts (its matcher
 * leaves /api alone anyway). The security headers next.config.ts adds
 * to every answer are added here too. Plain JavaScript: it runs in
 * scripts/server/cluster.mjs.
 */

/**
 * Loads the handler of `method` of the app route at `route` (e.g. '/api/applicant/applyFor') from
 * the build in `root`/.next. Throws when the build has no such route or method.
 * @param {string} root
 * @param {string} route
 * @param {string} method
 * @returns {Promise<(req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>>}
 */
export async function loadRouteHandler(root, route, method) {
  const require = createRequire(path.join(root, 'package.json'));
  const mod = require(path.join(root, '.next', 'server', 'app', ...route.split('/').filter(Boolean), 'route.js'));
  const routeModule = mod.routeModule;
  await routeModule.ensureUserland();
  const handler = routeModule.userland[method];
  if (typeof handler !== 'function') throw new Error(`the build has no ${method} ${route}`);
  return handler;
}

/**
 * The request a direct handler gets: `method`, `url` and `headers` (a web Headers) as a web Request
 * has them, `body` null, and the body read beside it (lib/http/node-body.mjs), where the handler's
 * body reader (lib/http/body-limit.ts readBodyCapped) takes it from. Not a web Request: building
 * one costs an AbortSignal and a transferable stream per request, about a third of the CPU a record
 * lookup needed in the worker (npm run bench:records, --cpu-prof). So the routes called this way use
 * no more of the request than these four (lib/http/handler.ts parseJson, the locale and client
 * address readers do).
 */
async function directRequest(req) {
  // From req.headers, not rawHeaders: the worker entry overwrites some of them (client address, arrival time).
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (Array.isArray(v)) for (const one of v) headers.append(k, one);
    else if (v !== undefined) headers.set(k, v);
  }
  const proto = req.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http';
  const request = { method: req.method, url: `${proto}://${req.headers.host ?? 'localhost'}${req.url}`, headers, body: null };
  markDirectRequest(request);
  if (req.method !== 'GET' && req.method !== 'HEAD') attachBody(request, await readNodeBody(req));
  return request;
}

/**
 * A request handler for the worker entry: `routes` maps 'METHOD /path' to a loaded handler; a request
 * on one of them is answered here, any other goes to `pass`. A handler that throws (it should not:
 * route handlers answer their own errors) gets the same generic 500 A0001 Next would give, without
 * internals.
 * @param {string} root the project folder (for the message catalogues)
 * @param {Map<string, (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>>} routes
 */
export function createDirectRoutes(root, routes) {
  const internalError = errorBodies(root, 'A0001');
  return (req, res, pass) => {
    const handler = routes.get(`${req.method} ${(req.url ?? '').split('?')[0]}`);
    if (!handler) return pass();
    void (async () => {
      let response;
      try {
        response = await handler(await directRequest(req), { params: Promise.resolve({}) });
      } catch {
        response = new Response(internalError.body(req), { status: internalError.status, headers: { 'content-type': 'application/json' } });
      }
      const answer = directAnswerOf(response);
      if (answer) {
        // Written as it is: the route answered with lib/http/handler.ts jsonAnswer (no web Response).
        const headers = {
          ...SECURITY_HEADER_RECORD,
          ...answer.headers,
          'content-type': 'application/json',
          'content-length': String(answer.body.length),
        };
        res.writeHead(answer.status, headers);
        res.end(answer.body);
        return;
      }
      const headers = { ...SECURITY_HEADER_RECORD };
      response.headers.forEach((v, k) => {
        // x-middleware-*: Next's internal instructions to its router (NextResponse.cookies.set adds
        // x-middleware-set-cookie), which Next strips; sent on, they would show an HttpOnly cookie to scripts.
        if (k !== 'set-cookie' && !k.startsWith('x-middleware-')) headers[k] = v;
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) headers['set-cookie'] = cookies;
      const body = Buffer.from(await response.arrayBuffer());
      headers['content-length'] = String(body.length);
      res.writeHead(response.status, headers);
      res.end(body);
    })().catch(() => {
      if (!res.headersSent) res.writeHead(internalError.status, { 'content-type': 'application/json' });
      res.end();
    });
  };
}
