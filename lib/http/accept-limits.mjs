/**
 * Settings of the opening-rush queue of POST /api/applicant/applyFor, per worker process, from the
 * site's settings (lib/env/schema.mjs, which parses and documents the variables; the defaults that
 * depend on others are derived here). Plain JavaScript: the server entry (server/main.mjs)
 * sheds load before Next with them, and lib/http/admission.ts queues with them inside Next.
 *
 * - ACCEPT_CONCURRENCY (default 3 × DB_POOL_MAX, 60): applications accepted at once. An application for
 *   one course shares its course's batch (lib/registration/accept-batch.ts: one connection per course
 *   and moment), so more of them than the pool's size can be under way; an application spanning
 *   courses holds a connection of its own, and past the pool's size waits for one inside the pool.
 * - ACCEPT_QUEUE_MAX (40): applications that may wait for one of those slots.
 * - ACCEPT_QUEUE_WAIT_MS (850): longest an application waits in a worker before its turn, counted
 *   from its arrival at the server entry (ARRIVED_HEADER), not from when Next reached the queue. Below
 *   the opening's 1 s answer goal, so that the accept itself and the answer fit after the longest wait
 *   (the runs that chose it: docs/benchmarks/2026-11-25-accept-queue-wait.md).
 * - ACCEPT_RETRY_AFTER (2): seconds of Retry-After in the 503 Q0001 answer.
 * - ACCEPT_INFLIGHT_MAX (concurrency + queue): applications a worker lets into Next at once; more wait
 *   in the server entry, before Next spends any work on them.
 * - ACCEPT_HOLD_MAX (500): applications that may wait so in a worker, each for at most half of
 *   ACCEPT_QUEUE_WAIT_MS (the other half is left for the queue inside); past either, 503 Q0001.
 *
 * @param {{ server: ReturnType<typeof import('../env/schema.mjs').readSiteEnv>['server'], database: { DB_POOL_MAX: number } }} settings
 * @returns {{ concurrency: number, queueMax: number, maxWaitMs: number, retryAfterSec: number, inflightMax: number, holdMax: number }}
 */
export function acceptLimitsOf({ server, database }) {
  const concurrency = server.ACCEPT_CONCURRENCY ?? 3 * database.DB_POOL_MAX;
  const queueMax = server.ACCEPT_QUEUE_MAX;
  return {
    concurrency,
    queueMax,
    maxWaitMs: server.ACCEPT_QUEUE_WAIT_MS,
    retryAfterSec: server.ACCEPT_RETRY_AFTER,
    inflightMax: server.ACCEPT_INFLIGHT_MAX ?? concurrency + queueMax,
    holdMax: server.ACCEPT_HOLD_MAX,
  };
}

/**
 * Request header in which the server entry stamps when an application arrived (ms since the epoch),
 * overwriting whatever a client sent; the accept queue's wait deadline counts from it.
 */
export const ARRIVED_HEADER = 'x-accept-arrived';
