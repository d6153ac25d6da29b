/**
 * The one meeting point of the site's code and the server entry (server/main.mjs), which runs Next and
 * cannot import the copies of lib/ modules that Next bundles: what a stopping worker must wait for.
 * Both sides call these functions; the state lives on globalThis under one key, so every copy of this
 * module in a process (Next's bundles, the server entry, the routes it serves itself) sees the same.
 * lib/ never imports server/ (an ESLint rule); the server entry reads these hooks instead.
 *
 * - pending work: work started after an answer (lib/http/after-answer.ts) that a stopping worker lets
 *   finish before it exits, so a runner's acknowledged request is never cut short;
 * - job stops: the job runtime of this process (lib/jobs/start-in-server.ts) registers its stop; the
 *   server entry calls them with the HTTP servers (`entryStopsJobs`), while under plain `next start`
 *   the job runtime stops itself on SIGTERM.
 *
 * Plain JavaScript and dependency-free: the server entry runs it with node itself; types in
 * server-hooks.d.mts.
 */

const KEY = Symbol.for('marathon.server-hooks');

/** @returns {import('./server-hooks.d.mts').ServerHooks} this process's hooks */
export function serverHooks() {
  return (globalThis[KEY] ??= { pendingWork: new Set(), jobStops: new Set(), entryStopsJobs: false });
}

/**
 * Tracks `work` until it settles, so that a stopping worker waits for it.
 * @param {Promise<unknown>} work
 */
export function trackPendingWork(work) {
  const { pendingWork } = serverHooks();
  const tracked = work.finally(() => pendingWork.delete(tracked));
  pendingWork.add(tracked);
}

/**
 * Resolves once the work pending now, and any work it starts, has settled. Never rejects.
 * @returns {Promise<void>}
 */
export async function settlePendingWork() {
  const { pendingWork } = serverHooks();
  while (pendingWork.size) await Promise.allSettled([...pendingWork]);
}

/**
 * Stops every job runtime of this process: running jobs get up to `timeoutMs` to finish, the rest go
 * back to the queue. Never rejects.
 * @param {number} [timeoutMs]
 * @returns {Promise<void>}
 */
export async function stopJobs(timeoutMs) {
  await Promise.allSettled([...serverHooks().jobStops].map((stop) => stop(timeoutMs)));
}
