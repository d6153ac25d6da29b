import 'server-only';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Tx } from '@/db/client';
import { smsOutbox } from '@/db/schema';
import { enqueueMany } from '@/lib/jobs/enqueue';
import { smsDelivery } from './delivery-job';

/**
 * Puts outbox rows `smsIds` that still match `only` back to QUEUED with `set` (a staff resend, an
 * AlimTalk falling back to SMS) and gives each a new delivery job, in `tx`: the conditional UPDATE
 * decides which rows it takes, so two requests racing for one row requeue it once. Returns the ids
 * requeued (a row no longer matching `only` is left alone).
 */
export async function requeueMessages(
  tx: Tx,
  smsIds: readonly number[],
  only: SQL,
  set: PgUpdateSetSource<typeof smsOutbox> = {},
): Promise<number[]> {
  if (smsIds.length === 0) return [];
  const rows = await tx
    .update(smsOutbox)
    .set({ ...set, status: 'QUEUED', jobId: sql`gen_random_uuid()`, sendAfter: new Date() })
    .where(and(inArray(smsOutbox.smsId, [...smsIds]), only))
    .returning({ smsId: smsOutbox.smsId, jobId: smsOutbox.jobId });
  await enqueueMany(
    tx,
    smsDelivery,
    rows.map((r) => ({ id: r.jobId!, payload: { smsId: r.smsId } })),
  );
  return rows.map((r) => r.smsId);
}

/** The rows an AlimTalk fallback takes: still the accepted AlimTalk (not already requeued). */
export const isAcceptedAlimTalk = and(eq(smsOutbox.channel, 'alimtalk'), eq(smsOutbox.status, 'SENT'))!;
