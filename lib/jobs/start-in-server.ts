import 'server-only';
import { env } from '@/lib/env';
import { logger } from '@/lib/log/logger';
import { JOB_KINDS } from './registry';
import { startJobRuntime } from './runtime';
import { jobSettings } from './settings';
import { serverHooks } from '@/lib/server-hooks.mjs';

/** Wait before trying again when the queue could not start (database not reachable yet). */
const RETRY_MS = 10_000;
/** Running jobs get this long to finish when the process stops (the server entry kills at 10 s). */
const STOP_TIMEOUT_MS = 7_000;

const started = globalThis as unknown as { marathonJobsStarted?: boolean };

/**
 * Runs the site's jobs (lib/jobs/registry.ts) in this server process, unless JOBS_WORKER=0: called
 * once per process by instrumentation.ts, so every worker of `npm start` (server/main.mjs),
 * a plain `next start` and the test server run them. Resolves at once; the queue starts in the
 * background and, when the database is not reachable yet, tries again every 10 s. Its stop is handed
 * to the server entry (lib/server-hooks.mjs), which stops it with the HTTP servers; under plain
 * `next start`, SIGTERM/SIGINT stop it while Next closes (best effort: Next exits when its server has
 * closed, and jobs cut short then run again after their expiry).
 */
export function startJobsInThisProcess(): void {
  if (started.marathonJobsStarted) return;
  started.marathonJobsStarted = true;
  const settings = jobSettings();
  if (!settings.worker) {
    logger.info('jobs not run in this process (JOBS_WORKER=0)');
    return;
  }
  const connectionString = env.database.DATABASE_URL;
  if (!connectionString) {
    logger.warn('jobs not run: DATABASE_URL is not set');
    return;
  }
  const hooks = serverHooks();
  let stopping = false;
  const attempt = () => {
    startJobRuntime({ connectionString, settings, kinds: JOB_KINDS, log: logger }).then(
      (runtime) => {
        if (stopping) return void runtime.stop(0);
        hooks.jobStops.add((timeoutMs = STOP_TIMEOUT_MS) => runtime.stop(timeoutMs));
        logger.info({ kinds: JOB_KINDS.map((k) => k.name), schema: settings.schema }, 'jobs running');
      },
      (err: unknown) => {
        logger.error({ err: err instanceof Error ? err.message : String(err) }, 'job queue did not start; trying again in 10 s');
        if (!stopping) setTimeout(attempt, RETRY_MS).unref();
      },
    );
  };
  attempt();
  hooks.jobStops.add(async () => {
    stopping = true;
  });
  if (!hooks.entryStopsJobs) {
    const stop = () => {
      stopping = true;
      for (const s of hooks.jobStops) void s(STOP_TIMEOUT_MS);
    };
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
  }
}
