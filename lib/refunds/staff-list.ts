import 'server-only';
import { and, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { events, joiners, refundRequests } from '@/db/schema';
import type { Locale } from '@/i18n/config';
import { byStaff, writeAudit } from '@/lib/audit/write';
import type { AdminContext } from '@/lib/auth/require-admin';
import { OWED_REFUND_STATES, type RefundState } from '@/lib/codes';
import { notFound } from '@/lib/errors';
import { bankName } from '@/lib/payments/banks';
import { maskName } from '@/lib/privacy/mask';
import { getCurrentEvent } from '@/lib/registration/current-event';
import { maskedAccount, openAccount } from './account';

const columns = {
  refundSeq: refundRequests.refundSeq,
  joinerId: refundRequests.joinerId,
  eventId: refundRequests.eventId,
  holdRound: events.holdRound,
  joinSeq: joiners.joinSeq,
  joinerName: joiners.joinerName,
  state: refundRequests.state,
  amount: refundRequests.amount,
  cardAmount: refundRequests.cardAmount,
  bankAmount: refundRequests.bankAmount,
  policyPercent: refundRequests.policyPercent,
  wholeEntry: refundRequests.wholeEntry,
  runnerSeqs: refundRequests.runnerSeqs,
  bankCode: refundRequests.bankCode,
  accountHolder: refundRequests.accountHolder,
  accountCipher: refundRequests.accountCipher,
  accountTail: refundRequests.accountTail,
  reason: refundRequests.reason,
  failMessage: refundRequests.failMessage,
  requestedAt: refundRequests.requestedAt,
  decidedAt: refundRequests.decidedAt,
  decidedBy: refundRequests.decidedBy,
  sentAt: refundRequests.sentAt,
};

/** Refund requests with their registration (number, name) and edition (holdRound), as `columns`. */
function refundRows(db: DbOrTx) {
  return db
    .select(columns)
    .from(refundRequests)
    .innerJoin(joiners, eq(joiners.joinerId, refundRequests.joinerId))
    .innerJoin(events, eq(events.eventId, refundRequests.eventId));
}

/**
 * Refund requests staff work on: the current edition's, and those of earlier editions still owed
 * (OWED_REFUND_STATES). Money owed does not lapse with its edition, and retention keeps such a
 * request's account until it is settled (lib/retention/erase.ts), so it must stay in reach.
 */
function inReach(currentEventId: number): SQL {
  return or(eq(refundRequests.eventId, currentEventId), inArray(refundRequests.state, [...OWED_REFUND_STATES]))!;
}

/**
 * GET /api/admin/refunds?state= (staff, /user/reception/refunds): the refund requests of the current
 * edition and those of earlier editions still owed (`holdRound`, `pastEdition`), newest first,
 * optionally of one state, with names and accounts masked (bank, ****1234); the list view is audited
 * as 'search' (state only). Amounts in won.
 */
export async function listRefunds(db: DbOrTx, q: { state?: RefundState }, staff: AdminContext, locale: Locale) {
  const event = await getCurrentEvent(db);
  const where: SQL[] = [inReach(event.eventId)];
  if (q.state) where.push(eq(refundRequests.state, q.state));
  const rows = await refundRows(db)
    .where(and(...where))
    .orderBy(desc(refundRequests.refundSeq))
    .limit(2_000);
  await writeAudit(db, {
    ...byStaff(staff),
    action: 'search',
    detail: { list: 'refunds', state: q.state ?? null, resultCount: rows.length },
  });
  return {
    refunds: rows.map((r) => ({
      refundSeq: r.refundSeq,
      joinSeq: r.joinSeq,
      holdRound: r.holdRound,
      pastEdition: r.eventId !== event.eventId,
      joinerName: maskName(r.joinerName),
      state: r.state,
      amount: r.amount,
      cardAmount: r.cardAmount,
      bankAmount: r.bankAmount,
      policyPercent: r.policyPercent,
      wholeEntry: r.wholeEntry,
      runnerCount: r.runnerSeqs.length,
      account: maskedAccount(r, locale),
      reason: r.reason,
      failMessage: r.failMessage,
      requestedAt: r.requestedAt.toISOString(),
      decidedAt: r.decidedAt?.toISOString() ?? null,
      decidedBy: r.decidedBy,
      sentAt: r.sentAt?.toISOString() ?? null,
    })),
  };
}
export type RefundListRow = Awaited<ReturnType<typeof listRefunds>>['refunds'][number];

/**
 * POST /api/admin/refunds/{refundSeq}/reveal: the refund account in the clear (bank, number, holder)
 * for a staff member who must check it, written to the audit log as 'refund-account-reveal' before it
 * is answered. 404 S0001 when the request does not exist; `account: null` once it was erased.
 */
export async function revealRefundAccount(db: DbOrTx, refundSeq: number, staff: AdminContext, locale: Locale) {
  const [r] = await refundRows(db).where(eq(refundRequests.refundSeq, refundSeq));
  if (!r) throw notFound('refunds.errors.notFound');
  await writeAudit(db, {
    ...byStaff(staff),
    action: 'refund-account-reveal',
    joinSeq: r.joinSeq,
    detail: { refundSeq },
  });
  const accountNo = openAccount(r);
  return {
    refundSeq,
    account:
      accountNo && r.bankCode ? { bankCode: r.bankCode, bankName: bankName(r.bankCode, locale), accountNo, holder: r.accountHolder } : null,
  };
}

/** The answer of POST /api/admin/refunds/{refundSeq}/reveal: the refund's bank account, unmasked (null when none is kept). */
export type RevealedRefundAccount = Awaited<ReturnType<typeof revealRefundAccount>>;

/**
 * The approved bank refunds with their accounts, for the bulk-transfer file (lib/refunds/export.ts):
 * the current edition's and earlier editions' (an approved refund is owed whatever its edition).
 */
export async function approvedBankRefunds(db: DbOrTx) {
  const rows = await refundRows(db).where(eq(refundRequests.state, 'approved')).orderBy(refundRequests.refundSeq);
  return rows.filter((r) => r.bankAmount > 0 && r.accountCipher);
}
