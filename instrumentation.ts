/**
 * Next's start-up hook, once per server process: joins the cache notifications so that every worker
 * drops cached live counts and catalogue entries when another changes them (lib/cache/shared-invalidation.ts),
 * and runs the job queue's workers in this process unless JOBS_WORKER=0 (lib/jobs/start-in-server.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startSharedInvalidation } = await import('@/lib/cache/shared-invalidation');
  startSharedInvalidation();
  const { startJobsInThisProcess } = await import('@/lib/jobs/start-in-server');
  startJobsInThisProcess();
}
