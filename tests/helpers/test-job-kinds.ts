import pg from 'pg';
import { z } from 'zod';
import { readSiteEnv } from '@/lib/env/schema.mjs';
import { defineJob } from '@/lib/jobs/kind';

/**
 * The job kind of the queue tests (tests/integration/jobs-queue.test.ts), run by
 * tests/helpers/jobs-child.ts. Each run writes what it did to the tables of the effects schema
 * (writeEffectsTo): `runs` when it starts (n, pid, attempt), `done` when it finishes. `failTimes`
 * makes the first runs throw, `hangFirst` makes the first run wait 60 s (to be killed), `sleepMs`
 * makes every run take that long. Deliberately NOT idempotent: a job run twice to the end leaves two
 * `done` rows.
 */
let pool: pg.Pool | undefined;
let effectsSchema: string | undefined;

/** Where this process's runs write (a schema name made by the test). */
export function writeEffectsTo(name: string): void {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a schema name: ${name}`);
  effectsSchema = name;
}

const effects = () => {
  if (!effectsSchema) throw new Error('writeEffectsTo was not called');
  pool ??= new pg.Pool({ connectionString: readSiteEnv().database.DATABASE_URL, max: 4 });
  return { pool, schema: effectsSchema };
};

export const testEffect = defineJob({
  name: 'test-effect',
  payload: z.object({
    n: z.number().int(),
    failTimes: z.number().int().optional(),
    hangFirst: z.boolean().optional(),
    sleepMs: z.number().optional(),
  }),
  handle: async ({ n, failTimes = 0, hangFirst = false, sleepMs = 0 }, ctx) => {
    const { pool, schema } = effects();
    await pool.query(`INSERT INTO ${schema}.runs (n, pid, attempt) VALUES ($1, $2, $3)`, [n, process.pid, ctx.attempt]);
    if (hangFirst && ctx.attempt === 1) await new Promise((r) => setTimeout(r, 60_000));
    if (sleepMs) await new Promise((r) => setTimeout(r, sleepMs));
    if (ctx.attempt <= failTimes) throw new Error(`planned failure ${ctx.attempt}`);
    await pool.query(`INSERT INTO ${schema}.done (n, pid, attempt) VALUES ($1, $2, $3)`, [n, process.pid, ctx.attempt]);
  },
  retry: { limit: 3, delaySeconds: 1, backoff: true },
  // Short, so that a killed run is taken up again within seconds (the runtime retries expired jobs at start).
  expireInSeconds: 3,
  concurrency: 2,
  batchSize: 5,
  pollingIntervalSeconds: 0.5,
});

export const TEST_KINDS = [testEffect] as const;
