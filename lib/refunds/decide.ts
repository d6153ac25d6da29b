import 'server-only';
import type { AuditAction } from '@/lib/codes';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { refundRequests } from '@/db/schema';
import { byStaff, writeAudit } from '@/lib/audit/write';
import type { AdminContext } from '@/lib/auth/require-admin';
import { notFound, refundDecided } from '@/lib/errors';
import { lockRegistration, staffOf } from '@/lib/ledger/lifecycle';
import { noticeFacts, queueNotice } from '@/lib/ledger/notices';
import { recordLedger } from '@/lib/ledger/record';
import { logger } from '@/lib/log/logger';
import type { PaymentProvider } from '@/lib/payments/provider';
import { refundCard } from '@/lib/payments/refund';
import { smsText } from '@/lib/sms/messages';
import { ERASED_ACCOUNT } from './account';

type RefundRow = typeof refundRequests.$inferSelect;

/** The e-mail facts of a refund message (lib/ledger/notices.ts): the registration and the amount (won). */
const amountFacts = (f: { eventName: string; joinSeq: number }, amount: number) => ({ event: f.eventName, joinSeq: f.joinSeq, amount });

/** The request `refundSeq` locked FOR UPDATE in `tx`; 404 S0001 when there is none. */
async function lockRefund(tx: Tx, refundSeq: number): Promise<RefundRow> {
  const [r] = await tx.select().from(refundRequests).where(eq(refundRequests.refundSeq, refundSeq)).for('update');
  if (!r) throw notFound('refunds.errors.notFound');
  return r;
}

/** Won of a request already given back (its ledger refund rows), by card and by bank. */
async function givenBack(db: Db | Tx, refundSeq: number): Promise<{ card: number; bank: number }> {
  const { rows } = await db.execute<{ card: number; bank: number }>(sql`
    SELECT COALESCE(SUM(amount) FILTER (WHERE method = 'card'), 0)::int AS card,
           COALESCE(SUM(amount) FILTER (WHERE method = 'bank'), 0)::int AS bank
    FROM ledger_entries WHERE refund_seq = ${refundSeq} AND kind = 'refund'`);
  return rows[0];
}

const audit = (tx: Tx, staff: AdminContext, action: AuditAction, joinSeq: number | null, detail: Record<string, unknown>) =>
  writeAudit(tx, { ...byStaff(staff), action, joinSeq, detail });

/** The registration number of a request's registration (for audit lines and SMS). */
async function joinSeqOf(tx: Tx, joinerId: number): Promise<number> {
  return (await noticeFacts(tx, joinerId)).joinSeq;
}

/**
 * POST /api/admin/refunds/{refundSeq}/approve (staff, /user/reception/refunds): approves a refund
 * request and gives back its card part. Checks and locks before any effect: the request is claimed
 * under its row lock (requested or failed -> approved) in a transaction of its own, so a second click
 * or a colleague approving at the same moment gets 409 R0001 and never reaches the provider. Then the
 * card part goes back through refundCard (a Toss cancellation of exactly that amount, partial when the
 * policy kept a fee; Idempotency-Key per payment and amount already cancelled; each part a ledger
 * 'card-refund' row tied to the request). A provider refusal leaves the request 'failed' with the
 * provider's message (502 P0006; approving again retries what is left). A request without bank part is
 * then 'sent' (SMS 'refund done'); one with a bank part stays 'approved' until staff mark the transfer
 * sent (SMS 'approved, transfer follows'). Audited as refund-approve. `provider` replaces the
 * configured one (tests).
 */
export async function approveRefund(
  db: Db,
  refundSeq: number,
  staff: AdminContext,
  opts: { now?: Date; provider?: PaymentProvider } = {},
): Promise<RefundRow> {
  const now = opts.now ?? new Date();
  const claimed = await db.transaction(async (tx) => {
    const r = await lockRefund(tx, refundSeq);
    if (r.state !== 'requested' && r.state !== 'failed') throw refundDecided();
    await tx
      .update(refundRequests)
      .set({ state: 'approved', decidedAt: now, decidedBy: staff.userName, failMessage: null, updatedAt: now })
      .where(eq(refundRequests.refundSeq, refundSeq));
    await audit(tx, staff, 'refund-approve', await joinSeqOf(tx, r.joinerId), {
      refundSeq,
      amount: r.amount,
      card: r.cardAmount,
      bank: r.bankAmount,
    });
    return r;
  });

  const left = claimed.cardAmount - (await givenBack(db, refundSeq)).card;
  if (left > 0) {
    let failure: unknown = null;
    try {
      const done = await refundCard(db, claimed.joinerId, {
        amount: left,
        refundSeq,
        reason: 'refund request',
        now,
        provider: opts.provider,
      });
      if (done.refunded < left) failure = new Error('card money to refund not found');
    } catch (err) {
      failure = err;
    }
    if (failure) {
      const message = failure instanceof Error ? failure.message : String(failure);
      await db
        .update(refundRequests)
        .set({ state: 'failed', failMessage: message.slice(0, 300), updatedAt: new Date() })
        .where(eq(refundRequests.refundSeq, refundSeq));
      logger.warn({ refundSeq }, 'card refund of a refund request failed');
      throw failure;
    }
  }
  const settled = await db.transaction(async (tx) => {
    const r = await lockRefund(tx, refundSeq);
    const facts = await noticeFacts(tx, r.joinerId);
    if (r.bankAmount === 0) {
      await tx
        .update(refundRequests)
        .set({ state: 'sent', sentAt: now, updatedAt: now, ...ERASED_ACCOUNT })
        .where(eq(refundRequests.refundSeq, refundSeq));
      await queueNotice(
        tx,
        facts,
        'refund-sent',
        smsText.refundSent(facts.eventName, facts.joinSeq, r.amount),
        amountFacts(facts, r.amount),
        r.joinerId,
      );
    } else {
      await queueNotice(
        tx,
        facts,
        'refund-approved',
        smsText.refundApproved(facts.eventName, facts.joinSeq, r.amount),
        amountFacts(facts, r.amount),
        r.joinerId,
      );
    }
    const [after] = await tx.select().from(refundRequests).where(eq(refundRequests.refundSeq, refundSeq));
    return after;
  });
  return settled;
}

/**
 * POST /api/admin/refunds/{refundSeq}/refuse {reason}: refuses a request (requested or failed; 409
 * R0001 otherwise) with the reason staff give. The registration stays as the request left it (a
 * cancellation stays cancelled); what the request would have given back and was not is closed in the
 * ledger by an adjustment ('refund-refused', with the reason), so nothing is shown owed any more. The
 * account is erased; the applicant gets the reason by SMS. Audited as refund-refuse.
 */
export async function refuseRefund(db: Db, refundSeq: number, reason: string, staff: AdminContext, now = new Date()): Promise<RefundRow> {
  const row = await db.transaction(async (tx) => {
    const r = await lockRefund(tx, refundSeq);
    if (r.state !== 'requested' && r.state !== 'failed') throw refundDecided();
    await lockRegistration(tx, r.joinerId);
    const done = await givenBack(tx, refundSeq);
    const kept = r.amount - done.card - done.bank;
    await recordLedger(
      tx,
      r.joinerId,
      [{ kind: 'adjustment', cause: 'refund-refused', amount: kept, refundSeq, memo: reason, ...staffOf(staff) }],
      now,
    );
    const [after] = await tx
      .update(refundRequests)
      .set({ state: 'refused', reason, decidedAt: now, decidedBy: staff.userName, updatedAt: now, ...ERASED_ACCOUNT })
      .where(eq(refundRequests.refundSeq, refundSeq))
      .returning();
    const facts = await noticeFacts(tx, r.joinerId);
    await queueNotice(
      tx,
      facts,
      'refund-refused',
      smsText.refundRefused(facts.eventName, facts.joinSeq, reason),
      { event: facts.eventName, joinSeq: facts.joinSeq, reason },
      r.joinerId,
    );
    await audit(tx, staff, 'refund-refuse', facts.joinSeq, { refundSeq, amount: kept });
    return after;
  });
  return row;
}

/**
 * POST /api/admin/refunds/sent {refundSeqs}: staff mark approved bank refunds as transferred (after the
 * bulk-transfer file went through the bank), all or none: each gets its ledger 'bank-refund' row (once:
 * a repeated mark is refused 409 R0001), becomes 'sent' and its account number is erased. The
 * applicants get an SMS. Audited as refund-sent. Returns the refundSeqs marked.
 */
export async function markRefundsSent(db: Db, refundSeqs: number[], staff: AdminContext, now = new Date()): Promise<number[]> {
  await db.transaction(async (tx) => {
    const list = await tx
      .select()
      .from(refundRequests)
      .where(inArray(refundRequests.refundSeq, refundSeqs))
      .orderBy(refundRequests.refundSeq)
      .for('update');
    if (list.length !== new Set(refundSeqs).size) throw notFound('refunds.errors.notFound');
    if (list.some((r) => r.state !== 'approved' || r.bankAmount === 0)) throw refundDecided();
    for (const r of list) {
      await lockRegistration(tx, r.joinerId);
      await recordLedger(
        tx,
        r.joinerId,
        [
          {
            kind: 'refund',
            cause: 'bank-refund',
            method: 'bank',
            amount: r.bankAmount,
            refundSeq: r.refundSeq,
            dedupeKey: `bank-refund:${r.refundSeq}`,
            ...staffOf(staff),
          },
        ],
        now,
      );
      await tx
        .update(refundRequests)
        .set({ state: 'sent', sentAt: now, updatedAt: now, ...ERASED_ACCOUNT })
        .where(and(eq(refundRequests.refundSeq, r.refundSeq), eq(refundRequests.state, 'approved')));
      const facts = await noticeFacts(tx, r.joinerId);
      await queueNotice(
        tx,
        facts,
        'refund-sent',
        smsText.refundSent(facts.eventName, facts.joinSeq, r.amount),
        amountFacts(facts, r.amount),
        r.joinerId,
      );
      await audit(tx, staff, 'refund-sent', facts.joinSeq, { refundSeq: r.refundSeq, bank: r.bankAmount });
    }
  });
  return refundSeqs;
}
