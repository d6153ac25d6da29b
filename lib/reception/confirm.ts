import 'server-only';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '@/db/client';
import { joiners } from '@/db/schema';
import { writeAudit } from '@/lib/audit/write';
import type { AdminContext } from '@/lib/auth/require-admin';
import { badRequest } from '@/lib/errors';
import { logger } from '@/lib/log/logger';
import { getCurrentEvent } from '@/lib/registration/current-event';
import type { PaymentStatus } from '@/lib/codes';
import { cancelInLedger, lockRegistration, restoreInLedger, staffOf } from '@/lib/ledger/lifecycle';
import { recordLedger, type LedgerRowInput, type LedgerState } from '@/lib/ledger/record';
import { figuresOf } from '@/lib/ledger/summary';
import { formatKst } from '@/lib/time/kst';
import type { ConfirmBody } from '@/lib/validation/reception';
import { afterStatusChange, type StatusChange } from './after-status-change';
import { planConfirm, type ConfirmTarget, type PlannedChange } from './confirm-plan';
import { refundCard } from '@/lib/payments/refund';
import { queuePaymentConfirmedSms } from '@/lib/sms/notify';

/**
 * POST /api/admin/reception/confirm/{status} (spec §4, §5, §7): moves the checked registrations
 * (4-digit joinSeqs of the current edition) to RSVT, CMPL or CNCL, all or none. Checks before effects:
 * 1. every number is known (400 'reception.notFound') and the plan is allowed (planConfirm: a deposit
 *    only with one row, …) before anything happens anywhere;
 * 2. CNCL gives back the card money of the entries through the provider (refundCard, each refund a
 *    ledger row), outside any transaction, one by one; a refused refund (502 P0006) stops the request:
 *    only the entries refunded before it are cancelled (their money is gone), nothing else changes;
 * 3. ONE transaction re-reads the rows, re-plans and applies each change as ledger rows (applyChange):
 *    CNCL frees the places and reverses the charges, leaving CNCL takes the places again (S0003 409
 *    when a course is full meanwhile, S0004 when a runner registered again), CMPL records the deposit
 *    (won; the balance due when none is given). The state is derived from the ledger. Each change is
 *    audited as 'status'; a change that makes it CMPL queues the payment SMS in the same transaction
 *    (lib/sms/notify.ts).
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
    if (c.places !== 'free') continue;
    try {
      await refundCard(db, c.joinerId, { reason: 'participation cancelled by the organiser' });
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
      const state = await applyChange(tx, c, staff, now);
      c.from = state.previousStatus;
      // The payment SMS is queued with the change itself: sent exactly when it commits.
      if (state.paymentStatus === 'CMPL' && state.previousStatus !== 'CMPL') await queuePaymentConfirmedSms(tx, c.joinerId);
      await writeAudit(tx, {
        staffId: staff.staffId,
        staffUserName: staff.userName,
        clientIp: staff.clientIp,
        action: 'status',
        joinSeq: c.joinSeq,
        detail: { from: c.from, to: state.paymentStatus, deposit: c.deposit, places: c.places, due: state.due, credit: state.credit },
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

/**
 * Applies one planned change under the registration's row lock, as ledger rows (ARCHITECTURE.md: no
 * change ever erases a payment): CNCL cancels (charges reversed; what stays paid is owed back);
 * leaving CNCL restores the entry (places and charges again); CMPL records the deposit (the one
 * entered, else the balance due) as a bank payment with the depositor memo it was matched against and
 * today's date, and, when staff mark complete an entry still short, waives the shortfall with an
 * adjustment; RSVT reverses the bank deposits recorded (a confirmation made by mistake). The state is
 * then derived from the ledger.
 */
async function applyChange(tx: Tx, c: PlannedChange, staff: AdminContext, now: Date): Promise<LedgerState> {
  const j = await lockRegistration(tx, c.joinerId);
  if (!j) throw badRequest('reception.notFound', { joinSeqs: String(c.joinSeq) });
  const who = staffOf(staff);
  if (c.to === 'CNCL') return cancelInLedger(tx, j, { now, staff });
  let state = j.cancelledAt ? await restoreInLedger(tx, j, { now, staff }) : null;
  const previousStatus = state?.previousStatus ?? j.paymentStatus;
  const due = state ? state.due : figuresOf(j).due;
  const rows: LedgerRowInput[] = [];
  if (c.to === 'CMPL') {
    const deposit = c.deposit ?? due;
    if (deposit > 0)
      rows.push({
        kind: 'payment',
        cause: 'deposit',
        method: 'bank',
        amount: deposit,
        depositor: j.brief,
        depositedOn: formatKst(now, false),
        ...who,
      });
    if (deposit < due) rows.push({ kind: 'adjustment', cause: 'shortfall-waived', amount: deposit - due, ...who });
  } else {
    const bank = await bankPaid(tx, j.joinerId);
    if (bank > 0) rows.push({ kind: 'payment', cause: 'deposit-reversal', method: 'bank', amount: -bank, ...who });
  }
  state = await recordLedger(tx, j.joinerId, rows, now);
  return { ...state, previousStatus };
}

/** Won of bank deposits recorded for a registration, net of reversals. */
async function bankPaid(tx: Tx, joinerId: number): Promise<number> {
  const { rows } = await tx.execute<{ n: number }>(
    sql`SELECT COALESCE(SUM(amount), 0)::int AS n FROM ledger_entries WHERE joiner_id = ${joinerId} AND kind = 'payment' AND method = 'bank'`,
  );
  return rows[0]?.n ?? 0;
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
