/**
 * `npm run jobs:worker`: a process that runs the site's jobs (lib/jobs/registry.ts) and serves no
 * HTTP, for deployments that keep job work off the web instances (JOBS_WORKER=0 there) or want more
 * of it. Needs DATABASE_URL of a prepared database (`npm start` or db/migrate.ts ran on it) and the
 * same provider settings as the site (SMS_PROVIDER, …). Runs regardless of JOBS_WORKER. SIGTERM or
 * SIGINT: running jobs get 7 s to finish, the rest go back to the queue, and it exits 0.
 */
import { env } from '@/lib/env';
import { JOB_KINDS } from '@/lib/jobs/registry';
import { startJobRuntime } from '@/lib/jobs/runtime';
import { jobSettings } from '@/lib/jobs/settings';
import { logger } from '@/lib/log/logger';

async function main() {
  const connectionString = env.database.DATABASE_URL;
  if (!connectionString) throw new Error('DATABASE_URL is not set');
  // pg-boss's own cron loop does not await every completion; a failure there is logged, not fatal.
  process.on('unhandledRejection', (err) => logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'unhandled rejection'));
  const settings = { ...jobSettings(), worker: true };
  const runtime = await startJobRuntime({ connectionString, settings, kinds: JOB_KINDS, log: logger });
  logger.info({ kinds: JOB_KINDS.map((k) => k.name), schema: settings.schema, pid: process.pid }, 'jobs worker running');
  const stop = () => void runtime.stop(7_000).then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((err: unknown) => {
  console.error(`[jobs:worker] ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
