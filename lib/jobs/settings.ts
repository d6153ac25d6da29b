import 'server-only';
import { env, type JobsEnv } from '@/lib/env';

/**
 * The job queue's settings, from the site's settings (lib/env.ts; README "Scheduled work" and the
 * environment table): JOBS_WORKER (`0`: this process runs no jobs, it still writes them), JOBS_SCHEMA
 * (PostgreSQL schema of the queue tables, default `pgboss`; every process of one site uses the same,
 * since the outbox rows name jobs in it) and JOBS_POOL_MAX (connections of each process's queue pool,
 * default 3; the handlers' own queries use the site's pool).
 */
export interface JobSettings {
  worker: boolean;
  schema: string;
  poolMax: number;
}

/** The settings of `group` (default: this process's, read once at start by lib/env.ts). */
export function jobSettings(group: JobsEnv = env.jobs): JobSettings {
  return { worker: group.JOBS_WORKER, schema: group.JOBS_SCHEMA, poolMax: group.JOBS_POOL_MAX };
}
