import { ARRIVED_HEADER } from '../lib/http/accept-limits.mjs';
import { arrivalOf } from './arrival.mjs';
import { errorBodies } from '../lib/http/error-bodies.mjs';
import { SECURITY_HEADER_RECORD } from '../lib/security/response-headers.mjs';
import { readNodeBody } from './node-body.mjs';

/**
 * The first line of the opening-rush queue, in the server entry before Next (ARCHITECTURE.md:
 * overload is answered, not suffered). Next spends milliseconds of CPU on every request before a
 * route runs, so a crowd larger than the accept queue would wait for the CPU, not for the queue, and
 * time out. For each application, in this order:
 * - one naming a course this process already saw full is answered 409 S0003 at once, as the route
 *   would (`knownFullRefusal`, server/known-full.ts): it could only ever be refused, so it neither
 *   takes a place in the queue nor gets 503 to be refused on its retry;
 * - past `inflightMax` applications in Next in this worker, it waits here, in arrival order, for one of
 *   them to be answered, for at most `holdMs` and with at most `holdMax` others: a wait that costs no
 *   CPU, where the crowd of an opening would otherwise be sent away and come back all together;
 * - past those, it is answered 503 Q0001 with Retry-After, in the visitor's language, for the apply
 *   page's waiting room to retry;
 * - otherwise it goes on, stamped with its arrival time (ARRIVED_HEADER) for the queue's deadline.
 * The first needs the body, which this reads (server/node-body.mjs) and hands on to `next`: only when
 * the server entry serves the application route itself (server/routes.ts). Next reads the request
 * stream itself, so without `knownFullRefusal` (NODE_ROUTES=0) the body is left alone and the route
 * refuses full courses. Plain JavaScript: the server entry (server/main.mjs) runs it with node itself.
 */
const APPLY_PATH = '/api/applicant/applyFor';

/**
 * @param {string} root the project folder (for the message catalogues)
 * @param {{ inflightMax: number, retryAfterSec: number, holdMax?: number, holdMs?: number }} limits
 *   holdMax/holdMs (default 0): applications held beyond inflightMax, and for how long (ms from arrival)
 * @param {{ knownFullRefusal?: (body: Uint8Array) => ({ status: number, body: string } | null), trustProxy?: boolean }} [opts]
 *   knownFullRefusal: read each application's body and answer it when this gives an answer; only when
 *   the server entry serves the route itself, with the body handed on. trustProxy (TRUST_PROXY=1): the
 *   wait counts from the proxy's X-Request-Start stamp (server/arrival.mjs)
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, next: (body: Buffer | null) => void) => void}
 *   calls `next` for every request it does not answer itself, with the body when it read it
 */
export function createLoadShedder(root, limits, { knownFullRefusal, trustProxy = false } = {}) {
  const queueFull = errorBodies(root, 'Q0001');
  const answer = (res, status, body, headers = {}) => {
    res.writeHead(status, {
      ...SECURITY_HEADER_RECORD,
      'content-type': 'application/json',
      'cache-control': 'private, no-store',
      ...headers,
    });
    res.end(body);
  };
  const { holdMax = 0, holdMs = 0 } = limits;
  let inflight = 0;
  /** Applications waiting for a place in Next, oldest first. @type {Array<{ admit: () => void, refuse: () => void, until: number }>} */
  const held = [];
  let sweeper = null;
  /** Lets the oldest held applications in while there is room; refuses those whose wait ran out. */
  const admitHeld = () => {
    const now = Date.now();
    while (held.length && (inflight < limits.inflightMax || held[0].until <= now)) {
      const h = held.shift();
      if (h.until <= now) h.refuse();
      else h.admit();
    }
    if (!held.length && sweeper) {
      clearInterval(sweeper);
      sweeper = null;
    }
  };
  return (req, res, next) => {
    if (req.method !== 'POST' || (req.url ?? '').split('?')[0] !== APPLY_PATH) return next(null);
    // The queue's deadline counts from here, or from the trusted proxy's stamp (server/arrival.mjs):
    // time spent waiting for the CPU before Next reached the route is part of the wait (no request
    // hangs past 10 s). Overwritten, so a client cannot choose it.
    const arrived = arrivalOf(req, trustProxy, Date.now());
    req.headers[ARRIVED_HEADER] = String(arrived);
    const busy = () => answer(res, queueFull.status, queueFull.body(req), { 'retry-after': String(limits.retryAfterSec) });
    /** @param {Buffer | null} body */
    const admit = (body) => {
      inflight++;
      let done = false;
      const release = () => {
        if (!done) {
          done = true;
          inflight--;
          admitHeld();
        }
      };
      res.once('finish', release);
      res.once('close', release);
      next(body);
    };
    /** @param {Buffer | null} body */
    const decide = (body) => {
      const refused = body && knownFullRefusal?.(body);
      if (refused) return answer(res, refused.status, refused.body);
      if (inflight < limits.inflightMax && !held.length) return admit(body);
      const refuse = () => {
        // An unread body is read and dropped, so the kept-alive connection serves the retry.
        if (!body) req.resume();
        busy();
      };
      if (held.length >= holdMax || holdMs <= 0) return refuse();
      const h = { admit: () => admit(body), refuse, until: arrived + holdMs };
      held.push(h);
      // A visitor who gave up is not let in later.
      res.once('close', () => {
        const at = held.indexOf(h);
        if (at >= 0) held.splice(at, 1);
      });
      // Waits that run out are answered even when nothing else happens.
      sweeper ??= setInterval(admitHeld, 50).unref();
      admitHeld();
    };
    if (!knownFullRefusal) return decide(null);
    readNodeBody(req).then(decide, () => res.destroy());
  };
}
