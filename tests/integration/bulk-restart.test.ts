import { randomBytes, randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as schema from '@/db/schema';
import type { AdminContext } from '@/lib/auth/require-admin';
import { bulkProgress, createBulk } from '@/lib/sms/bulk';
import { startAligoFake } from '../helpers/aligo-fake';
import { testDb } from '../helpers/env';
import { eventually } from '../helpers/job-workers';
import { ownJobQueue } from '../helpers/own-job-queue';
import { randomMobile, randomName } from '../helpers/people';
import { createTicket, currentEvent } from '../helpers/tickets';

// A staff bulk message to 500 runners (lib/sms/bulk.ts) sent through the Aligo fake by real
// `npm run jobs:worker` processes on a queue schema of this file's own, with the worker stopped
// midway and started again, as a deploy or a restart of the site does. Every runner must get the
// message exactly once, none before its turn at the bulk's rate.
const { jobsSchema } = vi.hoisted(() => {
  const name = `bulk_it_${Math.random().toString(36).slice(2, 10)}`;
  vi.stubEnv('JOBS_SCHEMA', name);
  // The rate staff may choose is capped by the provider's rate: a fast one here, so 500 go in seconds.
  vi.stubEnv('MESSAGES_BULK_RATE_PER_MINUTE', '3000');
  return { jobsSchema: name };
});
const RUNNERS = 500;
const RATE = 3000; // a minute: one every 20 ms
const director: AdminContext = { staffId: 0, userName: 'integration-test', role: 'director', clientIp: '127.0.0.1', via: 'bearer' };
let aligo: Awaited<ReturnType<typeof startAligoFake>>;
const { pool, workers, startWorker } = ownJobQueue(jobsSchema, () => aligo.env());

/** A group registration of `n` runners, each with a phone of their own, on a fresh course: the bulk's segment. */
async function segmentOf(n: number) {
  const ticket = await createTicket({ acceptable: n + 10 });
  const event = await currentEvent();
  const db = testDb();
  const used = new Set(
    (await db.select({ s: schema.joiners.joinSeq }).from(schema.joiners).where(eq(schema.joiners.eventId, event.eventId))).map((r) => r.s),
  );
  let joinSeq = randomInt(1000, 10_000);
  while (used.has(joinSeq)) joinSeq = randomInt(1000, 10_000);
  const [joiner] = await db
    .insert(schema.joiners)
    .values({
      eventId: event.eventId,
      joinSeq,
      joinerName: randomName(),
      exponent: `대량${randomBytes(4).toString('hex')}`,
      cellphone: randomMobile(),
      zipcode: '34126',
      zipAddress: '대전 유성구 대학로 99',
      address: '101동',
      amount: n * ticket.ticketPrice,
      ticketCount: n,
    })
    .returning();
  const phones = new Set<string>();
  while (phones.size < n) phones.add(randomMobile());
  await db.insert(schema.runners).values(
    [...phones].map((cellphone) => ({
      joinerId: joiner.joinerId,
      eventId: event.eventId,
      joinSeq,
      ticketSeq: ticket.ticketSeq,
      ticketName: ticket.ticketName,
      runnerName: randomName(),
      birthday: '19900101',
      gender: 'M' as const,
      cellphone,
      price: ticket.ticketPrice,
    })),
  );
  return { ticket, phones: [...phones] };
}

const rowsOf = (bulkId: number) => testDb().select().from(schema.smsOutbox).where(eq(schema.smsOutbox.bulkId, bulkId));

beforeAll(async () => {
  aligo = await startAligoFake({ apiKey: 'bulk-key', userId: 'marathon', sender: '0421234567', senderKey: 'sk-bulk', templates: {} });
});
afterAll(() => aligo.close());

describe('a bulk message survives a restart of the worker midway', () => {
  it(
    '500 runners: each gets it exactly once, none before its turn at the set rate, across a stop and a start',
    { timeout: 180_000 },
    async () => {
      const { ticket, phones } = await segmentOf(RUNNERS);
      const inBulk = new Set(phones);
      const calls = () => aligo.sms.filter((c) => inBulk.has(c.receiver));

      await startWorker();
      const { bulkId, queued } = await createBulk(
        testDb(),
        { segment: { ticketSeq: ticket.ticketSeq }, template: 'notice', text: '출발 시각이 08:30으로 바뀌었습니다.', ratePerMinute: RATE },
        director,
      );
      expect(queued).toBe(RUNNERS);

      // Midway: a graceful stop (SIGTERM, what a deploy sends) while messages are going out.
      await eventually('a third of the bulk sent', async () => calls().length >= RUNNERS / 3, 60_000);
      expect(await workers[0].stop('SIGTERM')).toBe(0);
      const atStop = calls().length;
      const mid = await bulkProgress(testDb(), bulkId);
      expect(mid.sent).toBe(atStop);
      expect(atStop).toBeLessThan(RUNNERS);

      // No worker: nothing leaves.
      await new Promise((r) => setTimeout(r, 2_000));
      expect(calls()).toHaveLength(atStop);

      // Jobs the stopping worker handed back wait for their retry (30 s or more): due now instead, as
      // if that time had passed.
      await pool.query(`UPDATE ${jobsSchema}.job SET start_after = now() WHERE state = 'retry'`);
      await startWorker();
      await eventually('every message of the bulk sent', async () => (await rowsOf(bulkId)).every((r) => r.status === 'SENT'), 120_000);
      // Time for a second send of anything, had there been one.
      await new Promise((r) => setTimeout(r, 3_000));

      // Exactly one provider call per runner: none twice, none missing.
      const byPhone = new Map<string, number>();
      for (const c of calls()) byPhone.set(c.receiver, (byPhone.get(c.receiver) ?? 0) + 1);
      expect(byPhone.size).toBe(RUNNERS);
      expect([...byPhone.values()].filter((n) => n !== 1)).toEqual([]);
      expect(calls().length).toBeGreaterThan(atStop);

      // The outbox says the same: one row per runner, SENT after one attempt, with the provider's own id of that one call.
      const rows = await rowsOf(bulkId);
      expect(rows).toHaveLength(RUNNERS);
      const callOf = new Map(calls().map((c) => [c.receiver, c]));
      for (const r of rows) {
        const call = callOf.get(r.recipient)!;
        expect(r).toMatchObject({ status: 'SENT', attempts: 1, channel: 'sms', provider: 'aligo', providerRef: call.msgId, reason: null });
        expect(call.msg).toBe(r.body);
        // Never before its turn (same machine, same clock).
        expect(call.at).toBeGreaterThanOrEqual(r.sendAfter.getTime() - 5);
      }
      // Turns 20 ms apart (3,000 a minute) throughout, the restart included: it did not speed up.
      const turns = rows.map((r) => r.sendAfter.getTime()).sort((a, b) => a - b);
      for (let i = 1; i < turns.length; i++) expect(turns[i] - turns[i - 1]).toBeGreaterThanOrEqual(60_000 / RATE - 1);
      expect(await bulkProgress(testDb(), bulkId)).toMatchObject({ total: RUNNERS, sent: RUNNERS, queued: 0, failed: 0 });
    },
  );
});
