import 'server-only';
import { eq } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { joiners } from '@/db/schema';
import { enqueueAll, jobOf, type KindJob } from '@/lib/jobs/enqueue';
import type { JobConnection } from '@/lib/jobs/connection';
import { reminderAt } from './deadline';
import { paymentDeadlineJob, paymentReminderJob } from './jobs';

/**
 * The jobs that act on entry `joinerId`'s payment `deadline`: its release at the deadline, and its
 * reminder `reminderHours` before (none when off or already past at `now`). Pure.
 */
export function deadlineJobs(joinerId: number, deadline: Date, reminderHours: number, now: Date): KindJob[] {
  const jobs = [jobOf(paymentDeadlineJob, { joinerId }, { startAfter: deadline })];
  const remind = reminderAt(deadline, reminderHours, now);
  if (remind) jobs.push(jobOf(paymentReminderJob, { joinerId, deadline: deadline.toISOString() }, { startAfter: remind }));
  return jobs;
}

/**
 * Creates the deadline jobs of entries just given a deadline, on `conn` (the transaction that gave it:
 * the jobs exist exactly when the deadline does). Jobs of an earlier deadline of the same entry stay
 * queued and do nothing when they run (they re-check the entry).
 */
export async function enqueueDeadlineJobs(
  conn: JobConnection,
  entries: ReadonlyArray<{ joinerId: number; deadline: Date }>,
  reminderHours: number,
  now: Date,
): Promise<void> {
  await enqueueAll(
    conn,
    entries.flatMap((e) => deadlineJobs(e.joinerId, e.deadline, reminderHours, now)),
  );
}

/**
 * Sets entry `joinerId`'s payment deadline (null: none) inside `tx` and, for a deadline, queues its
 * jobs there too. For the entries made one at a time (an application spanning courses, an invitation
 * taken up, staff reinstating or extending an entry); the batched accept stores the deadline with the
 * entry and queues the jobs of the batch together (lib/registration/accept-batch.ts).
 */
export async function setPaymentDeadline(tx: Tx, joinerId: number, deadline: Date | null, reminderHours: number, now: Date): Promise<void> {
  await tx.update(joiners).set({ payDeadline: deadline, remindedDeadline: null }).where(eq(joiners.joinerId, joinerId));
  if (deadline) await enqueueDeadlineJobs(tx, [{ joinerId, deadline }], reminderHours, now);
}
