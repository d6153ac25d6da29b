import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { joiners, messageBulks, runners, smsOutbox, tickets } from '@/db/schema';
import { writeAudit } from '@/lib/audit/write';
import type { AdminContext } from '@/lib/auth/require-admin';
import type { SmsStatus } from '@/lib/codes';
import { env } from '@/lib/env';
import { badRequest, notFound } from '@/lib/errors';
import { enqueue, enqueueMany } from '@/lib/jobs/enqueue';
import { maskName, maskPhone } from '@/lib/privacy/mask';
import { getCurrentEvent } from '@/lib/registration/current-event';
import { nameKeyParam, nameKeySql } from '@/lib/registration/name-key-sql';
import type { BulkInput, BulkSegment } from '@/lib/validation/outbox';
import { z } from 'zod';
import { getDb } from '@/db/client';
import { defineJob } from '@/lib/jobs/kind';
import { smsDelivery } from './delivery-job';
import { LMS_MAX_BYTES, smsBytes, smsText } from './messages';
import { messageTo, runnerEmail } from './contact';

/** Seconds of delivery one run of the dispatch job releases (so a restart can send at most this much early). */
export const DISPATCH_TICK_SECONDS = 2;

/**
 * The recipients' condition of a segment of the current edition: live runners (not cancelled) of
 * course `ticketSeq`, registrations in `paymentStatus`, of group `exponent` (its name-key form), only
 * groups or only individuals, the untact (online) courses or the race-day ones.
 */
function segmentWhere(eventId: number, s: BulkSegment): SQL {
  const parts: (SQL | undefined)[] = [eq(runners.eventId, eventId), eq(runners.active, true)];
  if (s.ticketSeq) parts.push(eq(runners.ticketSeq, s.ticketSeq));
  if (s.paymentStatus) parts.push(eq(joiners.paymentStatus, s.paymentStatus));
  else parts.push(sql`${joiners.paymentStatus} <> 'CNCL'`);
  if (s.exponent) parts.push(sql`${nameKeySql(joiners.exponent)} = ${nameKeyParam(s.exponent)}`);
  if (s.group === 'group') parts.push(isNotNull(joiners.exponent));
  if (s.group === 'individual') parts.push(isNull(joiners.exponent));
  if (s.untact !== undefined) parts.push(eq(tickets.ticketType, s.untact ? 'online' : 'offline'));
  // Only Korean mobiles (SMS) and phones from abroad with an e-mail address get messages (an erased
  // phone is empty): lib/sms/contact.ts reachable().
  parts.push(sql`(${runners.cellphone} ~ '^01[016789][0-9]{7,8}$' OR (${runners.cellphone} LIKE '+%' AND ${runnerEmail} IS NOT NULL))`);
  return and(...parts)!;
}

/** One recipient per phone (a runner in two registrations gets the message once), in a stable order. */
async function recipients(db: DbOrTx, eventId: number, s: BulkSegment, limit?: number) {
  const q = db
    .selectDistinctOn([runners.cellphone], {
      cellphone: runners.cellphone,
      email: runnerEmail,
      runnerName: runners.runnerName,
      ticketName: runners.ticketName,
      joinerId: runners.joinerId,
    })
    .from(runners)
    .innerJoin(joiners, eq(joiners.joinerId, runners.joinerId))
    .innerJoin(tickets, eq(tickets.ticketSeq, runners.ticketSeq))
    .where(segmentWhere(eventId, s))
    .orderBy(asc(runners.cellphone), asc(runners.runnerSeq));
  return limit ? q.limit(limit) : q;
}

/**
 * POST /api/admin/messages/bulk/preview: how many phones segment `s` of the current edition reaches
 * and up to 5 of them (names and phones masked), and the message as it will be sent.
 */
export async function previewBulk(db: DbOrTx, s: BulkSegment, text: string) {
  const event = await getCurrentEvent(db);
  const [{ n }] = await db
    .select({ n: sql<number>`count(DISTINCT ${runners.cellphone})::int` })
    .from(runners)
    .innerJoin(joiners, eq(joiners.joinerId, runners.joinerId))
    .innerJoin(tickets, eq(tickets.ticketSeq, runners.ticketSeq))
    .where(segmentWhere(event.eventId, s));
  const sample = await recipients(db, event.eventId, s, 5);
  const body = smsText.notice(event.eventName, text);
  return {
    count: n,
    sample: sample.map((r) => ({ runnerName: maskName(r.runnerName), cellphone: maskPhone(r.cellphone), ticketName: r.ticketName })),
    body,
    bytes: smsBytes(body),
  };
}

/**
 * POST /api/admin/messages/bulk: a staff message `input.text` (template 'notice') to segment
 * `input.segment` of the current edition. In one transaction: the bulk row, one QUEUED outbox row per
 * phone (no delivery job yet) and the first run of the dispatch job, which releases them to delivery
 * at `ratePerMinute` (default and upper limit MESSAGES_BULK_RATE_PER_MINUTE, what the provider allows).
 * 400 when the segment reaches nobody or the message is over the LMS size. Audited as 'sms-bulk'
 * (segment and count, never the recipients). Returns {bulkId, queued}.
 */
export async function createBulk(db: Db, input: BulkInput, staff: AdminContext): Promise<{ bulkId: number; queued: number }> {
  const maxRate = env.messages.MESSAGES_BULK_RATE_PER_MINUTE;
  const rate = Math.min(input.ratePerMinute ?? maxRate, maxRate);
  return db.transaction(async (tx) => {
    const event = await getCurrentEvent(tx);
    const body = smsText.notice(event.eventName, input.text);
    if (smsBytes(body) > LMS_MAX_BYTES) throw badRequest('outbox.errors.tooLong');
    const list = await recipients(tx, event.eventId, input.segment);
    if (list.length === 0) throw badRequest('outbox.errors.nobody');
    const [bulk] = await tx
      .insert(messageBulks)
      .values({
        eventId: event.eventId,
        segment: input.segment,
        kind: input.template,
        text: input.text,
        ratePerMinute: rate,
        total: list.length,
        staffUserName: staff.userName,
      })
      .returning({ bulkId: messageBulks.bulkId });
    for (let i = 0; i < list.length; i += 1000) {
      await tx.insert(smsOutbox).values(
        list.slice(i, i + 1000).flatMap((r) => {
          // SMS to a Korean mobile, the e-mail of the notice to a runner from abroad (lib/sms/contact.ts).
          const d = messageTo(r, { kind: input.template, body, joinerId: r.joinerId }, { event: event.eventName, text: input.text });
          return d
            ? [
                {
                  kind: d.kind,
                  channel: d.channel,
                  recipient: d.to,
                  subject: d.subject,
                  body: d.body,
                  joinerId: r.joinerId,
                  bulkId: bulk.bulkId,
                },
              ]
            : [];
        }),
      );
    }
    await enqueue(tx, bulkDispatch, { bulkId: bulk.bulkId }, { singletonKey: `bulk-${bulk.bulkId}` });
    await writeAudit(tx, {
      staffId: staff.staffId,
      staffUserName: staff.userName,
      clientIp: staff.clientIp,
      action: 'sms-bulk',
      detail: { bulkId: bulk.bulkId, segment: input.segment, recipients: list.length, ratePerMinute: rate },
    });
    return { bulkId: bulk.bulkId, queued: list.length };
  });
}

/**
 * One run of the dispatch job of bulk `bulkId`: releases the next recipients to delivery, as many as
 * `ratePerMinute` allows in DISPATCH_TICK_SECONDS, each with its own send time spaced 60 / rate
 * seconds after the last one released (never before now), by giving its outbox row a delivery job due
 * at that time; then asks for the next run while recipients wait. All in one transaction, under the
 * bulk's row lock, on rows still without a job: a run repeated after a crash, or two runs at once,
 * release each recipient once and keep the spacing, so a restart midway neither sends anyone twice
 * nor speeds up. Returns how many it released.
 */
export async function dispatchBulk(db: Db, bulkId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const [bulk] = await tx.select().from(messageBulks).where(eq(messageBulks.bulkId, bulkId)).for('update');
    if (!bulk || bulk.releasedAt) return 0;
    const gap = 60_000 / bulk.ratePerMinute;
    const batch = Math.max(1, Math.ceil((bulk.ratePerMinute * DISPATCH_TICK_SECONDS) / 60));
    const next = await tx
      .select({ smsId: smsOutbox.smsId })
      .from(smsOutbox)
      .where(and(eq(smsOutbox.bulkId, bulkId), isNull(smsOutbox.jobId), eq(smsOutbox.status, 'QUEUED')))
      .orderBy(asc(smsOutbox.smsId))
      .limit(batch + 1);
    const release = next.slice(0, batch);
    let slot = Math.max(Date.now(), bulk.nextSlotAt?.getTime() ?? 0);
    const jobs = release.map((r) => {
      const item = { id: randomUUID(), payload: { smsId: r.smsId }, startAfter: new Date(slot) };
      slot += gap;
      return item;
    });
    for (const j of jobs)
      await tx.update(smsOutbox).set({ jobId: j.id, sendAfter: j.startAfter }).where(eq(smsOutbox.smsId, j.payload.smsId));
    await enqueueMany(tx, smsDelivery, jobs);
    const more = next.length > batch;
    await tx
      .update(messageBulks)
      .set({ nextSlotAt: new Date(slot), releasedAt: more ? null : new Date() })
      .where(eq(messageBulks.bulkId, bulkId));
    if (more) {
      // The next run comes when this tick's messages are due (one waiting run per bulk: the queue drops a second).
      const wait = Math.max(0, (slot - Date.now()) / 1000 - DISPATCH_TICK_SECONDS / 2);
      await enqueue(tx, bulkDispatch, { bulkId }, { singletonKey: `bulk-${bulkId}`, startAfter: new Date(Date.now() + wait * 1000) });
    }
    return release.length;
  });
}

/** GET /api/admin/messages/bulk/{id}: the bulk message and its recipients by state (progress). 404 when unknown. */
export async function bulkProgress(db: DbOrTx, bulkId: number) {
  const [bulk] = await db.select().from(messageBulks).where(eq(messageBulks.bulkId, bulkId));
  if (!bulk) throw notFound('outbox.errors.bulkNotFound');
  const rows = await db
    .select({ status: smsOutbox.status, n: count() })
    .from(smsOutbox)
    .where(eq(smsOutbox.bulkId, bulkId))
    .groupBy(smsOutbox.status);
  const by = Object.fromEntries(rows.map((r) => [r.status, r.n])) as Partial<Record<SmsStatus, number>>;
  return {
    bulkId,
    total: bulk.total,
    queued: (by.QUEUED ?? 0) + (by.SENDING ?? 0),
    sent: by.SENT ?? 0,
    failed: by.FAILED ?? 0,
    notSent: by.LIMITED ?? 0,
    ratePerMinute: bulk.ratePerMinute,
    text: bulk.text,
    segment: bulk.segment,
    staffUserName: bulk.staffUserName,
    createdAt: bulk.createdAt.toISOString(),
    releasedAt: bulk.releasedAt?.toISOString() ?? null,
  };
}

/** The latest bulk messages of the current edition with their progress (the bulk page's list). */
export async function recentBulks(db: DbOrTx, limit = 10) {
  const list = await db.select({ bulkId: messageBulks.bulkId }).from(messageBulks).orderBy(desc(messageBulks.bulkId)).limit(limit);
  return Promise.all(list.map((b) => bulkProgress(db, b.bulkId)));
}

/**
 * The release of a bulk message's recipients to delivery at its rate (dispatchBulk), one run every
 * DISPATCH_TICK_SECONDS while recipients wait. 'short' queue: at most one run waits per bulk
 * (singletonKey bulk-{id}), so a run repeated after a crash does not start a second chain.
 */
export const bulkDispatch = defineJob({
  name: 'bulk-dispatch',
  payload: z.object({ bulkId: z.number().int().positive() }),
  handle: async ({ bulkId }) => void (await dispatchBulk(getDb(), bulkId)),
  retry: { limit: 10, delaySeconds: 5, backoff: true },
  expireInSeconds: 60,
  policy: 'short',
  batchSize: 5,
  pollingIntervalSeconds: 1,
});
