import { ARRIVED_HEADER } from './accept-limits.mjs';
import { errorBodies } from './error-bodies.mjs';

/**
 * The first line of the opening-rush queue, in the worker entry before Next (ARCHITECTURE.md:
 * overload is answered, not suffered). Next spends milliseconds of CPU on every request before a
 * route runs, so a crowd larger than the accept queue would wait for the CPU, not for the queue, and
 * time out. Past `inflightMax` applications in this worker, the next one is answered 503 Q0001 with
 * Retry-After at once, in the visitor's language, for the apply page's waiting room to retry. Every
 * application let through is stamped with its arrival time (ARRIVED_HEADER) for the queue's deadline.
 * Plain JavaScript: it runs in scripts/server/cluster.mjs.
 */
const APPLY_PATH = '/api/applicant/applyFor';

/**
 * @param {string} root the project folder (for the message catalogues)
 * @param {{ inflightMax: number, retryAfterSec: number }} limits
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => boolean}
 *   true when the request was answered here (the caller must not pass it on)
 */
export function createLoadShedder(root, limits) {
  const queueFull = errorBodies(root, 'Q0001', 'queueFull');
  let inflight = 0;
  return (req, res) => {
    if (req.method !== 'POST' || (req.url ?? '').split('?')[0] !== APPLY_PATH) return false;
    if (inflight >= limits.inflightMax) {
      const body = queueFull(req);
      // The body is read and dropped, so the kept-alive connection serves the retry.
      req.resume();
      res.writeHead(503, { 'content-type': 'application/json', 'retry-after': String(limits.retryAfterSec), 'cache-control': 'no-store' });
      res.end(body);
      return true;
    }
    // The queue's deadline counts from here: time spent waiting for the CPU before Next reached the
    // route is part of the wait (no request hangs past 10 s). Overwritten, so a client cannot choose it.
    req.headers[ARRIVED_HEADER] = String(Date.now());
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
    return false;
  };
}
