import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { joiners, runners } from '@/db/schema';
import { errorOfViolation } from '@/lib/errors/constraints';
import { countByTicket, takePlaces } from './places';

import type { CancelReason, PaymentStatus } from '@/lib/codes';

export type { PaymentStatus };

/**
 * Moves a registration to `status` inside the caller's transaction (spec §4 payment states), keeping
 * course totals true: to CNCL frees the places and deactivates the runners; from CNCL back to RSVT or
 * CMPL takes the places again (S0003 if meanwhile full, S0004 if a runner registered again since,
 * 400 'group name taken' if another live group has taken its name).
 * Places given back are offered to the courses' waitlists in the same transaction (takePlaces).
 * A cancellation records `reason` (default 'staff'); a move back to RSVT from another state (staff
 * reverting a payment or reinstating an entry) leaves the entry without an automatic payment deadline
 * (staff may set one: lib/places/extend.ts). Locks the joiner row first so two staff members cannot
 * double-count. Returns the previous status, or null when the joiner does not exist.
 */
export async function setPaymentStatus(
  tx: Tx,
  joinerId: number,
  status: PaymentStatus,
  extra: {
    deposit?: number | null;
    now?: Date;
    /** Why a cancellation happens (default 'staff'). */
    reason?: CancelReason;
    /** Runs under the row lock with the current state; throw to refuse (e.g. a visitor cancelling CMPL). */
    guard?: (current: { paymentStatus: PaymentStatus; amount: number }) => void;
  } = {},
): Promise<PaymentStatus | null> {
  const now = extra.now ?? new Date();
  const locked = await tx.execute<{ payment_status: PaymentStatus; amount: number }>(
    sql`SELECT payment_status, amount FROM joiners WHERE joiner_id = ${joinerId} FOR UPDATE`,
  );
  const prev = locked.rows[0]?.payment_status;
  if (!prev) return null;
  extra.guard?.({ paymentStatus: prev, amount: locked.rows[0].amount });

  const list = await tx
    .select({ runnerSeq: runners.runnerSeq, ticketSeq: runners.ticketSeq, ticketName: runners.ticketName, runnerName: runners.runnerName })
    .from(runners)
    .where(eq(runners.joinerId, joinerId));
  const names = new Map(list.map((r) => [r.ticketSeq, { ticketName: r.ticketName }]));

  if (status === 'CNCL' && prev !== 'CNCL') {
    const giveBack = new Map([...countByTicket(list)].map(([k, v]) => [k, -v]));
    await takePlaces(tx, giveBack, names);
    await tx.update(runners).set({ active: false }).where(eq(runners.joinerId, joinerId));
  } else if (status !== 'CNCL' && prev === 'CNCL') {
    try {
      await tx.update(runners).set({ active: true }).where(eq(runners.joinerId, joinerId));
    } catch (err) {
      throw await errorOfViolation(err, { runnerNames: () => list.map((r) => r.runnerName) });
    }
    await takePlaces(tx, countByTicket(list), names);
  }

  try {
    await tx
      .update(joiners)
      .set({
        paymentStatus: status,
        updatedAt: now,
        ...(extra.deposit !== undefined ? { deposit: extra.deposit } : {}),
        ...(status === 'CMPL' && prev !== 'CMPL' ? { paidAt: now } : {}),
        ...(status === 'CNCL' ? { cancelledAt: now, cancelReason: extra.reason ?? 'staff' } : { cancelledAt: null, cancelReason: null }),
        ...(status === 'RSVT' && prev !== 'RSVT' ? { payDeadline: null, remindedDeadline: null } : {}),
      })
      .where(and(eq(joiners.joinerId, joinerId)));
  } catch (err) {
    // A cancelled group brought back while another live registration has taken its name.
    throw await errorOfViolation(err);
  }
  return prev;
}
