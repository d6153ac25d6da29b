import { z } from 'zod';

/**
 * The job queue's settings (README "Scheduled work", environment table), read from the environment
 * once per process:
 * - JOBS_WORKER: `0` stops this instance from running jobs (it still enqueues them); for deployments
 *   that run dedicated workers (`npm run jobs:worker`). Default: every server process runs jobs.
 * - JOBS_SCHEMA: PostgreSQL schema of the queue tables, default `pgboss`. Every process of one site
 *   uses the same (the outbox rows name jobs in it); the queue tests use throw-away ones.
 * - JOBS_POOL_MAX: connections of each process's queue pool (polling, completing), default 3; the
 *   handlers' own queries use the site's pool (DB_POOL_MAX).
 * Throws a message naming the variable when one is malformed (a typo must not silently turn the
 * queue off or point it elsewhere).
 */
export interface JobSettings {
  worker: boolean;
  schema: string;
  poolMax: number;
}

const schema = z.object({
  JOBS_WORKER: z.enum(['0', '1', '']).optional(),
  JOBS_SCHEMA: z
    .string()
    .regex(/^(?:[a-z_][a-z0-9_]{0,49})?$/, 'a lower-case PostgreSQL name (a-z, 0-9, _), at most 50 characters')
    .optional(),
  JOBS_POOL_MAX: z
    .string()
    .regex(/^(?:[1-9][0-9]?)?$/, 'a whole number from 1 to 99')
    .optional(),
});

export function jobSettingsFrom(env: Record<string, string | undefined>): JobSettings {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${String(issue.path[0])}: ${issue.message}`);
  }
  const e = parsed.data;
  return {
    worker: e.JOBS_WORKER !== '0',
    schema: e.JOBS_SCHEMA || 'pgboss',
    poolMax: e.JOBS_POOL_MAX ? Number(e.JOBS_POOL_MAX) : 3,
  };
}

/** This process's settings (read from process.env on every call: cheap, and tests may set them). */
export function jobSettings(): JobSettings {
  return jobSettingsFrom(process.env);
}
