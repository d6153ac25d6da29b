import { knownFullRefusal } from '../registration/full-courses-bridge.mjs';
import { SECURITY_HEADER_RECORD } from '../security/response-headers.mjs';
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
 * - past `inflightMax` applications in Next in this worker, it waits here, in arrival order, for one of
 *   them to be answered, for at most `holdMs` and with at most `holdMax` others: a wait that costs no
 *   CPU, where the crowd of an opening would otherwise be sent away and come back all together;
 * - past those, it is answered 503 Q0001 with Retry-After, in the visitor's language, for the apply
 *   page's waiting room to retry;
 * - otherwise it goes on, stamped with its arrival time (ARRIVED_HEADER) for the queue's deadline.
 * The first needs the body, which this reads (lib/http/node-body.mjs): only for the direct route call
 * (lib/http/direct-route.mjs), which takes the body from there. Next reads the request stream itself,
 * so with `refuseFullEarly` false (direct routes switched off) the body is left alone and the route
 * refuses full courses. Plain JavaScript: it runs in scripts/server/cluster.mjs.
 */
const APPLY_PATH = '/api/applicant/applyFor';

/**
 * @param {string} root the project folder (for the message catalogues)
 * @param {{ inflightMax: number, retryAfterSec: number, holdMax?: number, holdMs?: number }} limits
 *   holdMax/holdMs (default 0): applications held beyond inflightMax, and for how long (ms from arrival)
 * @param {{ refuseFullEarly?: boolean }} [opts] refuseFullEarly (default true): read the body and
 *   refuse known-full courses; only when the application goes on to the direct route call
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, next: () => void) => void}
 *   calls `next` for every request it does not answer itself
 */
export function createLoadShedder(root, limits, { refuseFullEarly = true } = {}) {
  const queueFull = errorBodies(root, 'Q0001');
  const answer = (res, status, body, headers = {}) => {
    res.writeHead(status, { ...SECURITY_HEADER_RECORD, 'content-type': 'application/json', 'cache-control': 'no-store', ...headers });
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
    if (req.method !== 'POST' || (req.url ?? '').split('?')[0] !== APPLY_PATH) return next();
    // The queue's deadline counts from here: time spent waiting for the CPU before Next reached the
    // route is part of the wait (no request hangs past 10 s). Overwritten, so a client cannot choose it.
    const arrived = Date.now();
    req.headers[ARRIVED_HEADER] = String(arrived);
    const busy = () => answer(res, queueFull.status, queueFull.body(req), { 'retry-after': String(limits.retryAfterSec) });
    const admit = () => {
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
      next();
    };
    /** @param {Buffer | null} body */
    const decide = (body) => {
      const refused = body && knownFullRefusal(body);
      if (refused) return answer(res, refused.status, refused.body);
      if (inflight < limits.inflightMax && !held.length) return admit();
      const refuse = () => {
        // An unread body is read and dropped, so the kept-alive connection serves the retry.
        if (!body) req.resume();
        busy();
      };
      if (held.length >= holdMax || holdMs <= 0) return refuse();
      const h = { admit, refuse, until: arrived + holdMs };
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
    if (!refuseFullEarly) return decide(null);
    readNodeBody(req).then(decide, () => res.destroy());
  };
}
