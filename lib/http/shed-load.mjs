import { knownFullRefusal } from '../registration/full-courses-bridge.mjs';
import { SECURITY_HEADERS } from '../security/response-headers.mjs';
import { ARRIVED_HEADER } from './accept-limits.mjs';
import { errorBodies } from './error-bodies.mjs';
import { readNodeBody } from './node-body.mjs';

/**
 * The first line of the opening-rush queue, in the worker entry before Next (ARCHITECTURE.md:
 * overload is answered, not suffered). Next spends milliseconds of CPU on every request before a
 * route runs, so a crowd larger than the accept queue would wait for the CPU, not for the queue, and
 * time out. For each application, in this order:
 * - one naming a course this process already saw full is answered 409 S0003 at once, as the route
 *   would (lib/registration/full-courses-bridge.mjs): it could only ever be refused, so it neither
 *   takes a place in the queue nor gets 503 to be refused on its retry;
 * - past `inflightMax` applications in this worker, it is answered 503 Q0001 with Retry-After, in the
 *   visitor's language, for the apply page's waiting room to retry;
 * - otherwise it goes on, stamped with its arrival time (ARRIVED_HEADER) for the queue's deadline.
 * The first needs the body, which this reads (lib/http/node-body.mjs): only for the direct route call
 * (lib/http/direct-route.mjs), which takes the body from there. Next reads the request stream itself,
 * so with `refuseFullEarly` false (direct routes switched off) the body is left alone and the route
 * refuses full courses. Plain JavaScript: it runs in scripts/server/cluster.mjs.
 */
const APPLY_PATH = '/api/applicant/applyFor';

/**
 * @param {string} root the project folder (for the message catalogues)
 * @param {{ inflightMax: number, retryAfterSec: number }} limits
 * @param {{ refuseFullEarly?: boolean }} [opts] refuseFullEarly (default true): read the body and
 *   refuse known-full courses; only when the application goes on to the direct route call
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, next: () => void) => void}
 *   calls `next` for every request it does not answer itself
 */
export function createLoadShedder(root, limits, { refuseFullEarly = true } = {}) {
  const queueFull = errorBodies(root, 'Q0001', 'queueFull');
  const security = Object.fromEntries(SECURITY_HEADERS.map(({ key, value }) => [key.toLowerCase(), value]));
  const answer = (res, status, body, headers = {}) => {
    res.writeHead(status, { ...security, 'content-type': 'application/json', 'cache-control': 'no-store', ...headers });
    res.end(body);
  };
  let inflight = 0;
  return (req, res, next) => {
    if (req.method !== 'POST' || (req.url ?? '').split('?')[0] !== APPLY_PATH) return next();
    // The queue's deadline counts from here: time spent waiting for the CPU before Next reached the
    // route is part of the wait (no request hangs past 10 s). Overwritten, so a client cannot choose it.
    req.headers[ARRIVED_HEADER] = String(Date.now());
    /** @param {Buffer | null} body */
    const decide = (body) => {
      const refused = body && knownFullRefusal(body);
      if (refused) return answer(res, refused.status, refused.body);
      if (inflight >= limits.inflightMax) {
        // An unread body is read and dropped, so the kept-alive connection serves the retry.
        if (!body) req.resume();
        return answer(res, 503, queueFull(req), { 'retry-after': String(limits.retryAfterSec) });
      }
      inflight++;
      let done = false;
      const release = () => {
        if (!done) {
          done = true;
          inflight--;
        }
      };
      res.once('finish', release);
      res.once('close', release);
      next();
    };
    if (!refuseFullEarly) return decide(null);
    readNodeBody(req).then(decide, () => res.destroy());
  };
}
