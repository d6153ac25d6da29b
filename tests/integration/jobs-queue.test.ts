import pg from 'pg';
import { z } from 'zod';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { enqueue, enqueueMany } from '@/lib/jobs/enqueue';
import { defineJob } from '@/lib/jobs/kind';
import { installJobs } from '@/lib/jobs/runtime';
import { jobSettings } from '@/lib/jobs/settings';
import { testDb } from '../helpers/env';
import { eventually, startWorkerProcess, type WorkerProcess } from '../helpers/job-workers';
import { TEST_KINDS, testEffect } from '../helpers/test-job-kinds';
import { readSiteEnv } from '@/lib/env/schema.mjs';

// The job queue (lib/jobs) against the real PostgreSQL of the test run, in a throw-away schema of its
// own (the site's workers use another), run by real worker processes (tests/helpers/jobs-child.ts).
// Before any import reads the settings (lib/env.ts reads them once): this file's queue schema.
const { schema } = vi.hoisted(() => {
  const name = `jobs_it_${Math.random().toString(36).slice(2, 10)}`;
  vi.stubEnv('JOBS_SCHEMA', name);
  return { schema: name };
});
const effects = `${schema}_fx`;
const url = readSiteEnv().database.DATABASE_URL!;
const workers: WorkerProcess[] = [];

const startWorker = async () => {
  const w = await startWorkerProcess('tests/helpers/jobs-child.ts', { JOBS_SCHEMA: schema, DB_POOL_MAX: '4' }, 'ready', [effects]);
  workers.push(w);
  return w;
};
const pool = new pg.Pool({ connectionString: url, max: 3 });
const q = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) => (await pool.query<T>(text, values)).rows;
const runsOf = (n: number) =>
  q<{ pid: number; attempt: number; at: Date }>(`SELECT pid, attempt, at FROM ${effects}.runs WHERE n = $1 ORDER BY at`, [n]);
const doneOf = (n: number) => q<{ pid: number; attempt: number }>(`SELECT pid, attempt FROM ${effects}.done WHERE n = $1`, [n]);

beforeAll(async () => {
  await q(`CREATE SCHEMA ${effects}`);
  await q(
    `CREATE TABLE ${effects}.runs (n int NOT NULL, pid int NOT NULL, attempt int NOT NULL, at timestamptz NOT NULL DEFAULT clock_timestamp())`,
  );
  await q(
    `CREATE TABLE ${effects}.done (n int NOT NULL, pid int NOT NULL, attempt int NOT NULL, at timestamptz NOT NULL DEFAULT clock_timestamp())`,
  );
  expect(jobSettings().schema).toBe(schema);
  await installJobs(url, jobSettings(), TEST_KINDS);
});

afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop('SIGKILL')));
});

afterAll(async () => {
  await q(`DROP SCHEMA IF EXISTS ${effects} CASCADE`);
  await q(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await pool.end();
});

describe('job queue (pg-boss in PostgreSQL)', () => {
  it('two worker processes on one queue: every job is done exactly once, by both', async () => {
    await Promise.all([startWorker(), startWorker()]);
    const N = 200;
    await enqueueMany(
      testDb(),
      testEffect,
      Array.from({ length: N }, (_, i) => ({ payload: { n: 1000 + i, sleepMs: 10 } })),
    );
    await eventually(
      'all jobs done',
      async () => {
        const [r] = await q<{ c: string }>(`SELECT count(*) AS c FROM ${effects}.done WHERE n BETWEEN 1000 AND 1199`);
        return Number(r.c) >= N;
      },
      60_000,
    );
    const perJob = await q<{ n: number; runs: string }>(
      `SELECT n, count(*) AS runs FROM ${effects}.runs WHERE n BETWEEN 1000 AND 1199 GROUP BY n HAVING count(*) <> 1`,
    );
    expect(perJob).toEqual([]);
    const [done] = await q<{ c: string; jobs: string; pids: string }>(
      `SELECT count(*) AS c, count(DISTINCT n) AS jobs, count(DISTINCT pid) AS pids FROM ${effects}.done WHERE n BETWEEN 1000 AND 1199`,
    );
    expect({ done: Number(done.c), jobs: Number(done.jobs), processes: Number(done.pids) }).toEqual({ done: N, jobs: N, processes: 2 });
    const [states] = await q<{ completed: string; other: string }>(
      `SELECT count(*) FILTER (WHERE state = 'completed') AS completed, count(*) FILTER (WHERE state <> 'completed') AS other FROM ${schema}.job WHERE name = 'test-effect' AND (data->>'n')::int BETWEEN 1000 AND 1199`,
    );
    expect(states).toEqual({ completed: String(N), other: '0' });
  });

  it('a failing job is retried with growing waits until it succeeds', async () => {
    await startWorker();
    await enqueue(testDb(), testEffect, { n: 2000, failTimes: 2 });
    const done = await eventually('the third attempt', async () => (await doneOf(2000))[0], 30_000);
    expect(done.attempt).toBe(3);
    const runs = await runsOf(2000);
    expect(runs.map((r) => r.attempt)).toEqual([1, 2, 3]);
    // retry delay 1 s with backoff: the first retry waits 1-2 s, the second 2-4 s
    const gap = (i: number) => (runs[i].at.getTime() - runs[i - 1].at.getTime()) / 1000;
    expect(gap(1)).toBeGreaterThanOrEqual(0.9);
    expect(gap(2)).toBeGreaterThanOrEqual(1.9);
    const [job] = await q<{ state: string; output: { message?: string } | null }>(
      `SELECT state, output FROM ${schema}.job WHERE name = 'test-effect' AND (data->>'n')::int = 2000`,
    );
    expect(job.state).toBe('completed');
  });

  it('a failing job stops after its retry limit, failed with the last error', async () => {
    await startWorker();
    await enqueue(testDb(), testEffect, { n: 2500, failTimes: 99 });
    const job = await eventually(
      'the job to fail for good',
      async () =>
        (
          await q<{ state: string; output: { message?: string } }>(
            `SELECT state, output FROM ${schema}.job WHERE name = 'test-effect' AND (data->>'n')::int = 2500 AND state = 'failed'`,
          )
        )[0],
      40_000,
    );
    expect(job.output.message).toBe('planned failure 4');
    expect((await runsOf(2500)).map((r) => r.attempt)).toEqual([1, 2, 3, 4]);
    expect(await doneOf(2500)).toEqual([]);
  });

  it('a job whose time came while no worker ran is done at the next start', async () => {
    await enqueue(testDb(), testEffect, { n: 3000 }, { startAfter: new Date(Date.now() + 1_000) });
    await new Promise((r) => setTimeout(r, 2_500));
    expect(await runsOf(3000)).toEqual([]);
    const w = await startWorker();
    const done = await eventually('the overdue job', async () => (await doneOf(3000))[0], 15_000);
    expect(done).toEqual({ pid: w.pid, attempt: 1 });
  });

  it('a worker killed mid-job: the job runs again in the next worker and finishes once', async () => {
    const first = await startWorker();
    await enqueue(testDb(), testEffect, { n: 4000, hangFirst: true });
    await eventually('the first run to start', async () => (await runsOf(4000)).length === 1);
    expect(await first.stop('SIGKILL')).toBeNull();
    // The job stays active until its expiry (3 s) passes; the next worker retries it at start.
    await new Promise((r) => setTimeout(r, 3_500));
    const second = await startWorker();
    const done = await eventually('the job to finish in the new worker', async () => (await doneOf(4000))[0], 20_000);
    expect(done).toEqual({ pid: second.pid, attempt: 2 });
    expect((await runsOf(4000)).map((r) => [r.pid, r.attempt])).toEqual([
      [first.pid, 1],
      [second.pid, 2],
    ]);
    expect(await doneOf(4000)).toHaveLength(1);
  });

  it('a stopping worker finishes the job it runs before it exits', async () => {
    const w = await startWorker();
    await enqueue(testDb(), testEffect, { n: 5000, sleepMs: 1_500 });
    await eventually('the run to start', async () => (await runsOf(5000)).length === 1);
    expect(await w.stop('SIGTERM')).toBe(0);
    expect(await doneOf(5000)).toEqual([{ pid: w.pid, attempt: 1 }]);
  });

  it('a job enqueued in a transaction exists exactly when the transaction commits', async () => {
    const count = async (n: number) =>
      Number((await q<{ c: string }>(`SELECT count(*) AS c FROM ${schema}.job WHERE (data->>'n')::int = $1`, [n]))[0].c);
    // Drizzle transaction
    await expect(
      testDb().transaction(async (tx) => {
        await enqueue(tx, testEffect, { n: 6000 });
        throw new Error('business change refused');
      }),
    ).rejects.toThrow('business change refused');
    expect(await count(6000)).toBe(0);
    await testDb().transaction(async (tx) => {
      await enqueue(tx, testEffect, { n: 6001 });
    });
    expect(await count(6001)).toBe(1);
    // pg client inside BEGIN (the accept batch's way)
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query('BEGIN');
      await enqueueMany(client, testEffect, [{ payload: { n: 6002 } }]);
      await client.query('ROLLBACK');
      await client.query('BEGIN');
      await enqueueMany(client, testEffect, [{ payload: { n: 6003 } }]);
      await client.query('COMMIT');
    } finally {
      await client.end();
    }
    expect([await count(6002), await count(6003)]).toEqual([0, 1]);
    // A payload the kind refuses writes nothing.
    const all = async () => Number((await q<{ c: string }>(`SELECT count(*) AS c FROM ${schema}.job`))[0].c);
    const before = await all();
    await expect(enqueue(testDb(), testEffect, { n: 1.5 })).rejects.toThrow();
    expect(await all()).toBe(before);
  });

  it('installs each kind as its queue and cron schedule, and follows the registry when it changes', async () => {
    const sweep = defineJob({
      name: 'test-sweep',
      payload: z.object({ scope: z.string() }),
      handle: async () => {},
      retry: { limit: 2, delaySeconds: 60, backoff: false },
      expireInSeconds: 120,
      cron: { expression: '*/5 * * * *', payload: { scope: 'all' } },
    });
    const settings = jobSettings();
    await installJobs(url, settings, [...TEST_KINDS, sweep]);
    expect(await q(`SELECT name, cron, timezone, data FROM ${schema}.schedule`)).toEqual([
      { name: 'test-sweep', cron: '*/5 * * * *', timezone: 'Asia/Seoul', data: { scope: 'all' } },
    ]);
    expect(
      await q(`SELECT retry_limit, retry_delay, retry_backoff, expire_seconds FROM ${schema}.queue WHERE name = 'test-sweep'`),
    ).toEqual([{ retry_limit: 2, retry_delay: 60, retry_backoff: false, expire_seconds: 120 }]);
    // The code changes its retry policy and drops the schedule: the database follows at the next start.
    await installJobs(url, settings, [...TEST_KINDS, { ...sweep, cron: undefined, retry: { limit: 5, delaySeconds: 10, backoff: true } }]);
    expect(await q(`SELECT name FROM ${schema}.schedule`)).toEqual([]);
    expect(await q(`SELECT retry_limit, retry_delay, retry_backoff FROM ${schema}.queue WHERE name = 'test-sweep'`)).toEqual([
      { retry_limit: 5, retry_delay: 10, retry_backoff: true },
    ]);
  });
});
