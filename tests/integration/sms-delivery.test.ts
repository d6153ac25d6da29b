import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as schema from '@/db/schema';
import { JOB_KINDS } from '@/lib/jobs/registry';
import { installJobs } from '@/lib/jobs/runtime';
import { jobSettings } from '@/lib/jobs/settings';
import { readSiteEnv } from '@/lib/env/schema.mjs';
import { queueSms } from '@/lib/sms/outbox';
import { closeAbandonedSms } from '@/lib/sms/reconcile';
import { testDb } from '../helpers/env';
import { startHttpFake, type FakeHandler } from '../helpers/http-fake';
import { eventually, startWorkerProcess, type WorkerProcess } from '../helpers/job-workers';
import { applyOne } from '../helpers/payments';
import { randomMobile } from '../helpers/people';
import { createTicket } from '../helpers/tickets';

// SMS delivery through the job queue (lib/sms/outbox.ts, delivery-job.ts) with the Aligo adapter
// against a local fake of its API, run by real `npm run jobs:worker` processes on a queue schema of
// this file's own (the site's workers, on the default schema, never see these jobs).
// Before any import reads the settings (lib/env.ts reads them once): this file's queue schema.
const { jobsSchema } = vi.hoisted(() => {
  const name = `sms_it_${Math.random().toString(36).slice(2, 10)}`;
  vi.stubEnv('JOBS_SCHEMA', name);
  return { jobsSchema: name };
});
const url = readSiteEnv().database.DATABASE_URL!;
const pool = new pg.Pool({ connectionString: url, max: 2 });
const workers: WorkerProcess[] = [];
let fake: Awaited<ReturnType<typeof startHttpFake>>;
const ok: FakeHandler = () => ({ status: 200, body: { result_code: '1', message: 'success', msg_id: '1' } });
const receiverOf = (r: { body: unknown }) => new URLSearchParams(String(r.body)).get('receiver');
/** The provider calls for `phone` (messages of earlier tests may still be delivered meanwhile). */
const callsTo = (phone: string) => fake.requests.filter((r) => receiverOf(r) === phone);

const startWorker = async () => {
  const w = await startWorkerProcess(
    'scripts/jobs-worker.ts',
    {
      JOBS_SCHEMA: jobsSchema,
      SMS_PROVIDER: 'aligo',
      SMS_API_URL: `${fake.url}/send/`,
      SMS_API_KEY: 'test-key',
      SMS_USER_ID: 'marathon',
      SMS_SENDER: '0421234567',
      SMS_TIMEOUT_MS: '20000',
      DB_POOL_MAX: '4',
      LOG_LEVEL: 'info',
    },
    'jobs worker running',
  );
  workers.push(w);
  return w;
};
const rowsOf = (smsIds: number[]) => testDb().select().from(schema.smsOutbox).where(inArray(schema.smsOutbox.smsId, smsIds));
const rowOf = async (smsId: number) => (await rowsOf([smsId]))[0];
const jobOf = async (smsId: number) =>
  (
    await pool.query<{ state: string; wait: number; retry_count: number }>(
      `SELECT j.state, EXTRACT(EPOCH FROM j.start_after - now())::float AS wait, j.retry_count
       FROM ${jobsSchema}.job j JOIN sms_outbox o ON o.job_id = j.id WHERE o.sms_id = $1`,
      [smsId],
    )
  ).rows[0];
/** Moves the clock of a waiting retry: the job is due now (as if its backoff had passed). */
const retryNow = (smsId: number) =>
  pool.query(`UPDATE ${jobsSchema}.job j SET start_after = now() FROM sms_outbox o WHERE o.job_id = j.id AND o.sms_id = $1`, [smsId]);
const draft = (to = randomMobile()) => ({ to, kind: 'paid' as const, body: '[대청호마라톤] 참가비 35,000원 결제가 확인되었습니다.' });

beforeAll(async () => {
  fake = await startHttpFake(ok);
  expect(jobSettings().schema).toBe(jobsSchema);
  await installJobs(url, jobSettings(), JOB_KINDS);
});
beforeEach(() => {
  fake.setHandler(ok);
  fake.requests.length = 0;
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop('SIGKILL')));
});
afterAll(async () => {
  await pool.query(`DROP SCHEMA IF EXISTS ${jobsSchema} CASCADE`);
  await pool.end();
  await fake.close();
});

describe('SMS delivery through the job queue', () => {
  it('stores each message QUEUED with its delivery job in one transaction, and rolls both back with it', async () => {
    // (no worker runs here: the message stays queued and is delivered in a later test)
    const to = randomMobile();
    await expect(
      testDb().transaction(async (tx) => {
        await queueSms(tx, [draft(to)]);
        throw new Error('payment refused');
      }),
    ).rejects.toThrow('payment refused');
    expect(await testDb().select().from(schema.smsOutbox).where(eq(schema.smsOutbox.recipient, to))).toEqual([]);
    const [smsId] = await queueSms(testDb(), [draft(to)]);
    const row = await rowOf(smsId);
    expect(row).toMatchObject({ status: 'QUEUED', attempts: 0, channel: 'sms', kind: 'paid', provider: null, sentAt: null });
    expect(row.jobId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await jobOf(smsId)).state).toBe('created');
  });

  it('two worker processes: every message goes to the provider exactly once', async () => {
    await Promise.all([startWorker(), startWorker()]);
    const phones = Array.from({ length: 40 }, () => randomMobile());
    const ids = await queueSms(
      testDb(),
      phones.map((p) => draft(p)),
    );
    await eventually('all 40 messages sent', async () => (await rowsOf(ids)).every((r) => r.status === 'SENT'), 30_000);
    expect(phones.map((p) => callsTo(p).length)).toEqual(phones.map(() => 1));
    for (const r of await rowsOf(ids)) {
      expect(r).toMatchObject({ status: 'SENT', attempts: 1, provider: 'aligo', reason: null });
      expect(r.sentAt).toBeInstanceOf(Date);
    }
  });

  it('a refusal is recorded with the provider’s reason and retried after a backoff, then sent', async () => {
    await startWorker();
    const to = randomMobile();
    fake.setHandler((req) =>
      receiverOf(req) === to && callsTo(to).length === 1
        ? { status: 200, body: { result_code: -99, message: '발송 차단된 번호' } }
        : ok(req),
    );
    const [smsId] = await queueSms(testDb(), [draft(to)]);
    const failedOnce = await eventually('the first attempt recorded', async () => {
      const r = await rowOf(smsId);
      return r.attempts === 1 && r.status === 'QUEUED' ? r : null;
    });
    expect(failedOnce.reason).toBe('aligo: -99 발송 차단된 번호');
    // The handler records the attempt before it throws; the queue marks the job for retry just after.
    const job = await eventually('the job waiting for its retry', async () => {
      const j = await jobOf(smsId);
      return j.state === 'retry' ? j : null;
    });
    // The first retry waits 30-60 s (30 s, doubling, with jitter).
    expect(job.wait).toBeGreaterThan(25);
    expect(job.wait).toBeLessThanOrEqual(60);
    await retryNow(smsId);
    const sent = await eventually('the retry to send it', async () => {
      const r = await rowOf(smsId);
      return r.status === 'SENT' ? r : null;
    });
    expect(sent).toMatchObject({ attempts: 2, reason: null, provider: 'aligo' });
    expect(callsTo(to)).toHaveLength(2);
  });

  it('refused on every attempt: FAILED after 5 attempts with the provider’s reason, the job failed', async () => {
    await startWorker();
    const to = randomMobile();
    fake.setHandler((req) => (receiverOf(req) === to ? { status: 200, body: { result_code: -101, message: '인증오류' } } : ok(req)));
    const [smsId] = await queueSms(testDb(), [draft(to)]);
    for (let attempt = 1; attempt <= 4; attempt++) {
      await eventually(
        `attempt ${attempt}`,
        async () => (await rowOf(smsId)).attempts === attempt && (await jobOf(smsId)).state === 'retry',
      );
      await retryNow(smsId);
    }
    const failed = await eventually('the final failure', async () => {
      const r = await rowOf(smsId);
      return r.status === 'FAILED' ? r : null;
    });
    expect(failed).toMatchObject({ attempts: 5, reason: 'aligo: -101 인증오류', sentAt: null });
    await eventually('the job failed', async () => (await jobOf(smsId)).state === 'failed');
    expect(callsTo(to)).toHaveLength(5);
  });

  it('queued while no worker ran (the process that stored it died): sent by the next worker to start', async () => {
    const to = randomMobile();
    const [smsId] = await queueSms(testDb(), [draft(to)]);
    await new Promise((r) => setTimeout(r, 1_000));
    expect((await rowOf(smsId)).status).toBe('QUEUED');
    await startWorker();
    await eventually('sent', async () => (await rowOf(smsId)).status === 'SENT');
    expect(callsTo(to)).toHaveLength(1);
  });

  it('a worker killed while the provider answers: the next worker sends it after the run’s expiry', async () => {
    const to = randomMobile();
    fake.setHandler((req) => ({ ...ok(req), delayMs: receiverOf(req) === to ? 60_000 : 0 }));
    const first = await startWorker();
    const [smsId] = await queueSms(testDb(), [draft(to)]);
    await eventually('the provider called', async () => callsTo(to).length === 1);
    expect((await rowOf(smsId)).status).toBe('SENDING');
    expect(await first.stop('SIGKILL')).toBeNull();
    // Time passes beyond the run's expiry (60 s): moved by the test instead of waited for.
    await pool.query(
      `UPDATE ${jobsSchema}.job j SET started_on = started_on - interval '2 minutes' FROM sms_outbox o WHERE o.job_id = j.id AND o.sms_id = $1`,
      [smsId],
    );
    await pool.query(`UPDATE sms_outbox SET last_attempt_at = last_attempt_at - interval '2 minutes' WHERE sms_id = $1`, [smsId]);
    fake.setHandler(ok);
    await startWorker();
    // At its start the new worker gives the abandoned run up as a failed attempt: retried after the backoff.
    await eventually('the abandoned run given up', async () => (await jobOf(smsId)).state === 'retry');
    await retryNow(smsId);
    const sent = await eventually('sent by the new worker', async () => {
      const r = await rowOf(smsId);
      return r.status === 'SENT' ? r : null;
    });
    // The provider may have taken the first call before the kill: delivery is at least once here.
    expect(sent.attempts).toBe(2);
    expect(callsTo(to)).toHaveLength(2);
  });

  it('a message no job will run any more is closed as FAILED, one still queued is left alone', async () => {
    const [waiting, abandoned] = await queueSms(testDb(), [draft(), draft()]);
    // Both are due since 2 hours; the second one's job ended without an outcome (removed here).
    await pool.query(`UPDATE sms_outbox SET send_after = now() - interval '2 hours' WHERE sms_id = ANY($1)`, [[waiting, abandoned]]);
    await pool.query(`DELETE FROM ${jobsSchema}.job j USING sms_outbox o WHERE o.job_id = j.id AND o.sms_id = $1`, [abandoned]);
    expect(await closeAbandonedSms(testDb())).toBeGreaterThanOrEqual(1);
    expect(await rowOf(abandoned)).toMatchObject({ status: 'FAILED', reason: 'delivery stopped without an outcome' });
    expect((await rowOf(waiting)).status).toBe('QUEUED');
  });
});

describe('SMS of the site (the test server’s own workers, default queue schema)', () => {
  it('an accepted application’s SMS is stored with its delivery job and sent within seconds', async () => {
    const t = await createTicket();
    const reg = await applyOne(t.ticketSeq);
    const [row] = await testDb().select().from(schema.smsOutbox).where(eq(schema.smsOutbox.recipient, reg.joiner.cellphone));
    expect(row).toMatchObject({ kind: 'registered', joinerId: expect.any(Number) });
    const job = await pool.query(`SELECT name FROM pgboss.job WHERE id = $1`, [row.jobId]);
    expect(job.rows).toEqual([{ name: 'sms-delivery' }]);
    await eventually('sent', async () => (await rowOf(row.smsId)).status === 'SENT', 15_000);
    expect(await rowOf(row.smsId)).toMatchObject({ provider: 'outbox', attempts: 1 });
  });
});
