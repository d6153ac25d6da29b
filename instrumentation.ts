/**
 * Next's start-up hook, once per server process: reads the settings (lib/env.ts: a malformed variable
 * stops the server here, before any request), joins the cache notifications so that every worker
 * drops cached live counts and catalogue entries when another changes them (lib/cache/shared-invalidation.ts),
 * and runs the job queue's workers in this process unless JOBS_WORKER=0 (lib/jobs/start-in-server.ts).
 */
export async function register() {
  // Next's own variable, replaced at build time so that the Node-only imports below stay out of the
  // edge bundle; it is not a setting of the site (lib/env/schema.mjs).
  // eslint-disable-next-line no-restricted-properties
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  await import('@/lib/env');
  const { startSharedInvalidation } = await import('@/lib/cache/shared-invalidation');
  startSharedInvalidation();
  const { startJobsInThisProcess } = await import('@/lib/jobs/start-in-server');
  startJobsInThisProcess();
}
