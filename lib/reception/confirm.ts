import 'server-only';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { joiners } from '@/db/schema';
import { writeAudit } from '@/lib/audit/write';
import type { AdminContext } from '@/lib/auth/require-admin';
import { badRequest } from '@/lib/http/errors';
import { logger } from '@/lib/log/logger';
import { getCurrentEvent } from '@/lib/registration/current-event';
import { setPaymentStatus, type PaymentStatus } from '@/lib/registration/status';
import type { ConfirmBody } from '@/lib/validation/reception';
import { afterStatusChange, type StatusChange } from './after-status-change';
import { planConfirm } from './confirm-plan';
import { refundCardPayment } from '@/lib/payments/refund';

/**
 * POST /api/admin/reception/confirm/{status} (spec §4, §5, §7): moves the checked registrations
 * (4-digit joinSeqs of the current edition) to RSVT, CMPL or CNCL in ONE transaction, all or none:
 * CNCL frees the places and deactivates the runners, leaving CNCL takes the places again (S0003 409
 * when a course is full meanwhile, S0004 when a runner registered again), CMPL sets paidAt and the
 * deposit (won; the amount due when none is given). Each change is audited as 'status'.
 * After COMMIT every changed registration is handed to `onChanged` (default `afterStatusChange`:
 * payment SMS, card refund); its failures are logged, never undo the change.
 * Throws 400 for an unknown registration number ('reception.notFound') or a plan error.
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
  if (to === 'CNCL') await refundCardEntries(db, event.eventId, body.joinSeqs);
  const changes = await db.transaction(async (tx) => {
    const rows = await tx
      .select({ joinerId: joiners.joinerId, joinSeq: joiners.joinSeq, paymentStatus: joiners.paymentStatus, paymentType: joiners.paymentType, amount: joiners.amount })
      .from(joiners)
      .where(and(eq(joiners.eventId, event.eventId), inArray(joiners.joinSeq, body.joinSeqs)));
    const missing = body.joinSeqs.filter((s) => !rows.some((r) => r.joinSeq === s));
    if (missing.length) throw badRequest('reception.notFound', { joinSeqs: missing.join(', ') });
    const plan = planConfirm(rows, to, body.deposit);
    for (const c of plan.changes) {
      // setPaymentStatus locks the row and re-reads the status, so a concurrent change is not double-counted.
      const prev = await setPaymentStatus(tx, c.joinerId, c.to, { deposit: c.deposit, now });
      c.from = prev ?? c.from;
      await writeAudit(tx, {
        staffId: staff.staffId, staffUserName: staff.userName, clientIp: staff.clientIp, action: 'status', joinSeq: c.joinSeq,
        detail: { from: c.from, to: c.to, deposit: c.deposit ?? null, places: c.places },
      });
    }
    return plan;
  });
  for (const c of changes.changes) {
    try {
      await onChanged(c);
    } catch (err) {
      logger.error({ joinSeq: c.joinSeq, to: c.to, err: err instanceof Error ? err.message : String(err) }, 'after-status-change hook failed');
    }
  }
  return { changed: changes.changes.map((c) => c.joinSeq), unchanged: changes.unchanged };
}

/**
 * Refunds the card payments of the registrations about to be cancelled (spec §4; issue #4 item 4),
 * BEFORE the status change: when the provider refuses, the 502 (P0006) reaches the staff member and no
 * status changes, so nobody ends up cancelled with the money kept. A retry converges: an order refunded
 * by an earlier try answers `refunded: false` and the cancellation goes through.
 */
async function refundCardEntries(db: Db, eventId: number, joinSeqs: number[]): Promise<void> {
  const cards = await db
    .select({ joinerId: joiners.joinerId })
    .from(joiners)
    .where(and(eq(joiners.eventId, eventId), inArray(joiners.joinSeq, joinSeqs), eq(joiners.paymentType, 'CARD'), ne(joiners.paymentStatus, 'CNCL')));
  for (const c of cards) await refundCardPayment(db, c.joinerId, 'participation cancelled by the organiser');
}
