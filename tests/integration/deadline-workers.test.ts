import { inArray } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import * as schema from '@/db/schema';
import { setPaymentDeadline } from '@/lib/places/schedule';
import { testDb } from '../helpers/env';
import { eventually } from '../helpers/job-workers';
import { ownJobQueue } from '../helpers/own-job-queue';
import { applyRunner, auditOf, entryOf, messagesOf, placesOf } from '../helpers/places';
import { createTicket } from '../helpers/tickets';

// The payment deadline acted on by real `npm run jobs:worker` processes on a queue schema of this
// file's own: the deadline jobs of its entries are written there (the site's workers never see them),
// so what happens is these workers' doing. Each entry must be cancelled exactly once, with two
// workers side by side and with no worker running when the deadline passes.
const { jobsSchema } = vi.hoisted(() => {
  const name = `deadline_it_${Math.random().toString(36).slice(2, 10)}`;
  vi.stubEnv('JOBS_SCHEMA', name);
  return { jobsSchema: name };
});
const { startWorker } = ownJobQueue(jobsSchema);

/** `n` entries on a fresh course, each given a deadline `ms` from now whose jobs go to this file's queue. */
async function entriesDueIn(n: number, ms: number) {
  const t = await createTicket({ acceptable: n });
  const joinSeqs: number[] = [];
  for (let i = 0; i < n; i++) {
    const { res } = await applyRunner(t.ticketSeq);
    expect(res.status).toBe(200);
    joinSeqs.push(res.body.joinSeq);
  }
  const deadline = new Date(Date.now() + ms);
  const entries = await Promise.all(joinSeqs.map(entryOf));
  await testDb().transaction(async (tx) => {
    for (const e of entries) await setPaymentDeadline(tx, e.joinerId, deadline, 0, new Date());
  });
  return { ticket: t, joinSeqs, joinerIds: entries.map((e) => e.joinerId), deadline };
}

/** Each entry cancelled once: one audit entry, one SMS, and the course's places all back. */
async function expectReleasedOnce(r: Awaited<ReturnType<typeof entriesDueIn>>) {
  for (const [i, joinSeq] of r.joinSeqs.entries()) {
    expect((await entryOf(joinSeq)).cancelReason).toBe('unpaid');
    expect(await auditOf(joinSeq, 'status')).toHaveLength(1);
    expect(await messagesOf(r.joinerIds[i], 'released')).toHaveLength(1);
  }
  expect((await placesOf(r.ticket.ticketSeq)).total).toBe(0);
}

// Up to 90 s: a run that fails for a moment (two workers' transactions meeting in a deadlock on a loaded
// machine) is tried again after 30-60 s by the kind's retry policy; "exactly once" must hold all the same.
const allCancelled = (joinSeqs: number[]) =>
  eventually(
    `${joinSeqs.length} entries cancelled`,
    async () =>
      (
        await testDb().select({ s: schema.joiners.paymentStatus }).from(schema.joiners).where(inArray(schema.joiners.joinSeq, joinSeqs))
      ).every((e) => e.s === 'CNCL'),
    90_000,
  );

describe('payment deadlines run by the job queue', () => {
  it('two worker processes: every entry past its deadline is cancelled exactly once', { timeout: 120_000 }, async () => {
    const r = await entriesDueIn(12, 2_000);
    await Promise.all([startWorker(), startWorker()]);
    await allCancelled(r.joinSeqs);
    // Give any duplicate run the time to happen before counting.
    await new Promise((res) => setTimeout(res, 2_000));
    await expectReleasedOnce(r);
  });

  it('a deadline that passed while no worker ran is acted on at the next start, once', { timeout: 120_000 }, async () => {
    // A worker runs and stops before the entries exist: on a loaded machine a worker that became ready
    // after the deadline would fetch the jobs while stopping and hand them back for a retry 30 s later.
    const first = await startWorker();
    await first.stop('SIGTERM');
    const r = await entriesDueIn(3, 1_500);
    await new Promise((res) => setTimeout(res, 3_000));
    // Nothing ran the jobs meanwhile: the entries still hold their places.
    for (const joinSeq of r.joinSeqs) expect((await entryOf(joinSeq)).paymentStatus).toBe('RSVT');
    expect((await placesOf(r.ticket.ticketSeq)).total).toBe(3);
    await startWorker();
    await allCancelled(r.joinSeqs);
    await new Promise((res) => setTimeout(res, 1_500));
    await expectReleasedOnce(r);
  });
});
