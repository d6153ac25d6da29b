import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { joiners } from '@/db/schema';
import { writeAudit } from '@/lib/audit/write';
import type { AdminContext } from '@/lib/auth/require-admin';
import { badRequest } from '@/lib/errors';
import { logger } from '@/lib/log/logger';
import { getCurrentEvent } from '@/lib/registration/current-event';
import { setPaymentStatus, type PaymentStatus } from '@/lib/registration/status';
import type { ConfirmBody } from '@/lib/validation/reception';
import { afterStatusChange, type StatusChange } from './after-status-change';
import { planConfirm, type ConfirmTarget } from './confirm-plan';
import { refundCardPayment } from '@/lib/payments/refund';
import { queuePaymentConfirmedSms } from '@/lib/sms/notify';

/**
 * POST /api/admin/reception/confirm/{status} (spec §4, §5, §7): moves the checked registrations
 * (4-digit joinSeqs of the current edition) to RSVT, CMPL or CNCL, all or none. Checks before effects:
 * 1. every number is known (400 'reception.notFound') and the plan is allowed (planConfirm: a deposit
 *    only with one row, …) before anything happens anywhere;
 * 2. CNCL of card-paid entries refunds them through the provider (refundCardPayment), outside any
 *    transaction, one by one; a refused refund (502 P0006) stops the request: only the entries
 *    refunded before it are cancelled (their money is gone), nothing else changes;
 * 3. ONE transaction re-reads the rows, re-plans and applies: CNCL frees the places and deactivates
 *    the runners, leaving CNCL takes the places again (S0003 409 when a course is full meanwhile,
 *    S0004 when a runner registered again), CMPL sets paidAt and the deposit (won; the amount due when
 *    none is given). Each change is audited as 'status'; a change to CMPL queues the payment SMS in the
 * same transaction (lib/sms/notify.ts).
 * After COMMIT every changed registration is handed to `onChanged` (default `afterStatusChange`:
 * a log line); its failures are logged, never undo the change.
 */
export async function confirmPayments(
  db: Db,
  to: PaymentStatus,
  body: ConfirmBody,
  staff: AdminContext,
  onChanged: (change: StatusChange) => Promise<void> = afterStatusChange,
  now = new Date(),
): Promise<{ changed: number[]; unchanged: number[] }> {
  const event = await getCurrentEvent(db);
  const decided = planConfirm(await targetsOf(db, event.eventId, body.joinSeqs), to, body.deposit);
  // A refund can take the provider's 10 s: no transaction or row lock is open meanwhile.
  const refunded: number[] = [];
  let refundRefused: unknown = null;
  for (const c of decided.changes) {
    if (c.places !== 'free' || c.paymentType !== 'CARD') continue;
    try {
      await refundCardPayment(db, c.joinerId, 'participation cancelled by the organiser');
      refunded.push(c.joinSeq);
    } catch (err) {
      refundRefused = err;
      break;
    }
  }
  // A refused refund stops the request, but entries whose money has already gone back are still
  // cancelled: a refunded entry must never stay paid.
  const joinSeqs = refundRefused ? refunded : body.joinSeqs;
  if (refundRefused && joinSeqs.length === 0) throw refundRefused;
  const changes = await db.transaction(async (tx) => {
    // Planned again on the rows as they are now: a concurrent change is not double-counted.
    const plan = planConfirm(await targetsOf(tx, event.eventId, joinSeqs), to, body.deposit);
    for (const c of plan.changes) {
      // setPaymentStatus locks the row and re-reads the status.
      const prev = await setPaymentStatus(tx, c.joinerId, c.to, { deposit: c.deposit, now });
      c.from = prev ?? c.from;
      // The payment SMS is queued with the change itself: sent exactly when it commits.
      if (c.to === 'CMPL' && c.from !== 'CMPL') await queuePaymentConfirmedSms(tx, c.joinerId);
      await writeAudit(tx, {
        staffId: staff.staffId,
        staffUserName: staff.userName,
        clientIp: staff.clientIp,
        action: 'status',
        joinSeq: c.joinSeq,
        detail: { from: c.from, to: c.to, deposit: c.deposit ?? null, places: c.places },
      });
    }
    return plan;
  });
  for (const c of changes.changes) {
    try {
      await onChanged(c);
    } catch (err) {
      logger.error(
        { joinSeq: c.joinSeq, to: c.to, err: err instanceof Error ? err.message : String(err) },
        'after-status-change hook failed',
      );
    }
  }
  if (refundRefused) throw refundRefused;
  return { changed: changes.changes.map((c) => c.joinSeq), unchanged: changes.unchanged };
}

/** The registrations `joinSeqs` of edition `eventId`; 400 'reception.notFound' naming any unknown number. */
async function targetsOf(db: DbOrTx, eventId: number, joinSeqs: number[]): Promise<ConfirmTarget[]> {
  const rows = await db
    .select({
      joinerId: joiners.joinerId,
      joinSeq: joiners.joinSeq,
      paymentStatus: joiners.paymentStatus,
      paymentType: joiners.paymentType,
      amount: joiners.amount,
    })
    .from(joiners)
    .where(and(eq(joiners.eventId, eventId), inArray(joiners.joinSeq, joinSeqs)))
    .orderBy(asc(joiners.joinSeq));
  const missing = joinSeqs.filter((s) => !rows.some((r) => r.joinSeq === s));
  if (missing.length) throw badRequest('reception.notFound', { joinSeqs: missing.join(', ') });
  return rows;
}
