/**
 * A job worker process of the queue tests: the real runtime (lib/jobs/runtime.ts) running the test
 * kinds (test-job-kinds.ts) on JOBS_SCHEMA, writing to the effects schema named by its first
 * argument; prints "ready" once it polls. SIGTERM stops it as the site's processes stop (running jobs
 * finish, the rest go back to the queue), then it exits 0.
 */
import { env } from '@/lib/env';
import { startJobRuntime } from '@/lib/jobs/runtime';
import { jobSettings } from '@/lib/jobs/settings';
import { TEST_KINDS, writeEffectsTo } from './test-job-kinds';

writeEffectsTo(process.argv[2] ?? '');
const log = {
  // planned failures are the tests' subject; only the unexpected is printed
  warn: () => undefined,
  error: (o: object, m: string) => console.error(`[jobs-child ${process.pid}] ${m} ${JSON.stringify(o)}`),
};
const runtime = await startJobRuntime({ connectionString: env.database.DATABASE_URL!, settings: jobSettings(), kinds: TEST_KINDS, log });
process.once('SIGTERM', () => void runtime.stop(5_000).then(() => process.exit(0)));
console.log('ready');
