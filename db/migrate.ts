import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import path from 'node:path';
import pg from 'pg';
import { JOB_KINDS } from '@/lib/jobs/registry';
import { installJobs } from '@/lib/jobs/runtime';
import { jobSettings } from '@/lib/jobs/settings';

/**
 * Applies the SQL migrations of db/migrations (drizzle-kit output) to `url`, then installs or
 * migrates the job queue's tables (pg-boss, schema JOBS_SCHEMA) and its queues (lib/jobs/registry.ts);
 * idempotent.
 */
export async function runMigrations(url: string): Promise<void> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    await migrate(drizzle(pool), { migrationsFolder: path.resolve(process.cwd(), 'db/migrations') });
  } finally {
    await pool.end();
  }
  await installJobs(url, jobSettings(), JOB_KINDS);
}
