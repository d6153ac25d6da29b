/**
 * This process's job runtime, as the server entry sees it: Next's bundle (lib/jobs/start-in-server.ts,
 * started from instrumentation.ts) registers its stop here, on globalThis, and the worker entry
 * (scripts/server/cluster.mjs), outside Next's bundles, calls it when it stops. Plain JavaScript and
 * dependency-free: both sides load it.
 * @returns {{ entryStops: boolean, stops: Set<(timeoutMs?: number) => Promise<void>> }}
 */
export function jobStops() {
  return (globalThis[Symbol.for('marathon.job-stops')] ??= { entryStops: false, stops: new Set() });
}

/**
 * Stops every job runtime of this process: running jobs get up to `timeoutMs` to finish, the rest go
 * back to the queue. Never rejects.
 * @param {number} [timeoutMs]
 * @returns {Promise<void>}
 */
export async function stopJobs(timeoutMs) {
  await Promise.allSettled([...jobStops().stops].map((stop) => stop(timeoutMs)));
}
