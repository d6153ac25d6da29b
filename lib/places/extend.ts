import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { joiners } from '@/db/schema';
import { writeAudit } from '@/lib/audit/write';
import type { AdminContext } from '@/lib/auth/require-admin';
import { badRequest, deadlineNotUnpaid, lookupFailed } from '@/lib/errors';
import { getCurrentEvent } from '@/lib/registration/current-event';
import type { DeadlineBody } from '@/lib/validation/places';
import { amountDue } from './due';
import { setPaymentDeadline } from './schedule';

/**
 * PUT /api/admin/reception/deadline {joinSeq, deadline} (staff, from the payment page): gives one
 * registration of the current edition awaiting payment a new payment deadline (usually later: a
 * runner who asked for more time; staff may also set one on an entry that had none, e.g. a proxy
 * entry). Under the entry's row lock: 409 P0008 unless it awaits payment with something due, 400 for
 * a deadline not in the future. The jobs of the new deadline (release, reminder) are queued in the
 * same transaction; those of the old one find the deadline changed and do nothing. Audited as
 * 'deadline' with the old and new deadline. Returns the new deadline (ISO).
 */
export async function changeDeadline(
  db: Db,
  body: DeadlineBody,
  staff: AdminContext,
  now = new Date(),
): Promise<{ joinSeq: number; payDeadline: string }> {
  if (body.deadline.getTime() <= now.getTime()) throw badRequest('places.errors.deadlinePast');
  const event = await getCurrentEvent(db);
  await db.transaction(async (tx) => {
    const [j] = await tx
      .select()
      .from(joiners)
      .where(and(eq(joiners.eventId, event.eventId), eq(joiners.joinSeq, body.joinSeq)))
      .for('update');
    if (!j) throw lookupFailed('lookup');
    if (j.paymentStatus !== 'RSVT' || (await amountDue(tx, j)) <= 0) throw deadlineNotUnpaid();
    await setPaymentDeadline(tx, j.joinerId, body.deadline, event.reminderHours, now);
    await writeAudit(tx, {
      staffId: staff.staffId,
      staffUserName: staff.userName,
      clientIp: staff.clientIp,
      action: 'deadline',
      joinSeq: body.joinSeq,
      detail: { from: j.payDeadline?.toISOString() ?? null, to: body.deadline.toISOString() },
    });
  });
  return { joinSeq: body.joinSeq, payDeadline: body.deadline.toISOString() };
}
