import pg from 'pg';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { readSiteEnv } from '@/lib/env/schema.mjs';
import { JOB_KINDS } from '@/lib/jobs/registry';
import { installJobs } from '@/lib/jobs/runtime';
import { jobSettings } from '@/lib/jobs/settings';
import { startWorkerProcess, type WorkerProcess } from './job-workers';

/**
 * The job queue of a test file that runs the site's jobs in real `npm run jobs:worker` processes on a
 * queue schema of its own, `jobsSchema` (the file stubs JOBS_SCHEMA in `vi.hoisted`, before any import
 * reads the settings, so the jobs its own calls enqueue land there and the test server's workers
 * never see them). Registers the file's hooks: every queue of the registry installed before the
 * tests, the workers a test started killed after it, the schema dropped after the file.
 * `workerEnv()` gives the workers' settings (a provider fake's address, …) on top of the schema.
 */
export function ownJobQueue(jobsSchema: string, workerEnv: () => Record<string, string> = () => ({})) {
  const url = readSiteEnv().database.DATABASE_URL!;
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const workers: WorkerProcess[] = [];

  beforeAll(async () => {
    expect(jobSettings().schema).toBe(jobsSchema);
    await installJobs(url, jobSettings(), JOB_KINDS);
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.stop('SIGKILL')));
  });
  afterAll(async () => {
    await pool.query(`DROP SCHEMA IF EXISTS ${jobsSchema} CASCADE`);
    await pool.end();
  });

  return {
    /** A connection to the database, for moving the queue's clock (a job due now) and reading its tables. */
    pool,
    /** The workers started and not yet stopped, oldest first. */
    workers,
    /** Starts one more worker process on the schema; resolves once it runs. */
    async startWorker(): Promise<WorkerProcess> {
      const w = await startWorkerProcess(
        'scripts/jobs-worker.ts',
        { JOBS_SCHEMA: jobsSchema, DB_POOL_MAX: '4', LOG_LEVEL: 'info', ...workerEnv() },
        'jobs worker running',
      );
      workers.push(w);
      return w;
    },
  };
}
