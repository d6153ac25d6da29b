import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { joiners, refundRequests, runners } from '@/db/schema';
import { byStaff, writeAudit } from '@/lib/audit/write';
import type { AdminContext } from '@/lib/auth/require-admin';
import { getCurrentEvent } from '@/lib/registration/current-event';
import { changeContext } from '@/lib/changes/context';
import { removeRunners } from '@/lib/changes/remove-runners';
import { badRequest, notFound, nothingToRefund, registrationCancelled } from '@/lib/errors';
import { cancelInLedger, cardRefundable, lockRegistration } from '@/lib/ledger/lifecycle';
import { noticeFacts, queueNotice } from '@/lib/ledger/notices';
import { recordLedger, type LedgerState } from '@/lib/ledger/record';
import { refundPercentAt } from '@/lib/ledger/refund-policy';
import type { LedgerSummary } from '@/lib/ledger/summary';
import { seal, refundAccountKey } from '@/lib/security/secret-box';
import { smsText } from '@/lib/sms/messages';
import type { RefundAccountInput, RefundRequestInput } from '@/lib/validation/changes';
import { accountContext } from './account';

/** The answer of POST /api/application/refund-request. */
export interface RefundRequestAnswer {
  /** null when nothing is owed back (an unpaid entry cancelled, or a 0 % window): no request was needed. */
  refundSeq: number | null;
  /** Won to come back, and how: card cancellation first, the rest by bank transfer. */
  amount: number;
  cardAmount: number;
  bankAmount: number;
  /** 'requested', or 'cancelled' / 'removed' when the cancellation owed nothing back. */
  state: 'requested' | 'cancelled' | 'removed';
  /** The refund policy's percentage applied. */
  policyPercent: number;
  ledger: LedgerSummary;
}

/** Won of the open refund requests of a registration, in all and of their card parts. */
async function spokenFor(tx: Tx, joinerId: number): Promise<{ amount: number; card: number }> {
  const { rows } = await tx.execute<{ amount: number; card: number }>(sql`
    SELECT COALESCE(SUM(amount), 0)::int AS amount, COALESCE(SUM(card_amount), 0)::int AS card FROM refund_requests
    WHERE joiner_id = ${joinerId} AND state IN ('requested', 'approved', 'failed')`);
  // Parts of open requests already refunded are in the ledger's refunds: count only what is still to come.
  const { rows: done } = await tx.execute<{ card: number; bank: number }>(sql`
    SELECT COALESCE(SUM(l.amount) FILTER (WHERE l.method = 'card'), 0)::int AS card,
           COALESCE(SUM(l.amount) FILTER (WHERE l.method = 'bank'), 0)::int AS bank
    FROM ledger_entries l JOIN refund_requests r ON r.refund_seq = l.refund_seq
    WHERE r.joiner_id = ${joinerId} AND r.state IN ('requested', 'approved', 'failed') AND l.kind = 'refund'`);
  return { amount: rows[0].amount - done[0].card - done[0].bank, card: rows[0].card - done[0].card };
}

/**
 * POST /api/application/refund-request {proof, runnerSeqs?, account?}: the registrant cancels and asks
 * for the money back under the edition's refund policy (spec §9 windows), in ONE transaction under the
 * registration's row lock, so a refused request changes nothing:
 * - `runnerSeqs` omitted: the whole registration is cancelled (places back, charges reversed, the fee
 *   the policy keeps charged); some of a group's runners: those are removed (the group keeps 2, or 10
 *   at the school price; 400 otherwise); empty: nobody, only what a change left owed back is asked for.
 * - What is owed back (the ledger's credit, less open requests) comes back by card cancellation up to
 *   the card money not yet refunded, the rest by bank transfer, which needs `account` (bank from the
 *   Korean bank list, number, holder; 400 'ledger.errors.accountRequired' otherwise). The account
 *   number is sealed with AES-256-GCM (REFUND_ACCOUNT_KEY) and only its last digits kept in the clear;
 *   an account is not stored when no bank refund is due.
 * - Staff review the request at /user/reception/refunds; the applicant gets an SMS.
 * Throws S0001 (proof), 409 S0007 (already cancelled, unless only asking for what is owed), 409 R0002
 * when asking with nothing owed and nothing to cancel. Returns the request (refundSeq null when the
 * cancellation owed nothing back).
 */
export async function requestRefund(db: Db, input: RefundRequestInput, clientKey: string, now = new Date()): Promise<RefundRequestAnswer> {
  const { joiner, policy } = await changeContext(db, input.proof, clientKey);
  return createRefundRequest(db, joiner.joinerId, { ...input, percent: refundPercentAt(policy.refundWindows, now) }, now);
}

/**
 * POST /api/admin/refunds {joinSeq, account?}: staff ask, for the runner (on the phone, at the desk),
 * for what registration `joinSeq` of the current edition is owed back, e.g. after a member was removed
 * from the proxy page or the office cancelled a bank-paid entry: a request like the runner's own with
 * nothing cancelled (409 R0002 when nothing is owed). Audited as refund-create.
 */
export async function staffRefundRequest(db: Db, joinSeq: number, account: RefundAccountInput | undefined, staff: AdminContext) {
  const event = await getCurrentEvent(db);
  const [j] = await db
    .select({ joinerId: joiners.joinerId })
    .from(joiners)
    .where(and(eq(joiners.eventId, event.eventId), eq(joiners.joinSeq, joinSeq)));
  if (!j) throw notFound('proxy.errors.notFound');
  const answer = await createRefundRequest(db, j.joinerId, { runnerSeqs: [], account, percent: 100 });
  await writeAudit(db, {
    ...byStaff(staff),
    action: 'refund-create',
    joinSeq,
    detail: { refundSeq: answer.refundSeq, amount: answer.amount },
  });
  return answer;
}

/** The core of a refund request for registration `joinerId` (see requestRefund); `percent` is the refund policy's of the day. */
async function createRefundRequest(
  db: Db,
  joinerId: number,
  input: { runnerSeqs?: number[]; account?: RefundAccountInput; percent: number },
  now = new Date(),
): Promise<RefundRequestAnswer> {
  const percent = input.percent;
  const answer = await db.transaction(async (tx): Promise<RefundRequestAnswer> => {
    const j = await lockRegistration(tx, joinerId);
    if (!j) throw registrationCancelled();
    const whole = input.runnerSeqs === undefined || (await coversAll(tx, j.joinerId, input.runnerSeqs));
    const cancelling = whole ? input.runnerSeqs?.length !== 0 : input.runnerSeqs!.length > 0;
    if (cancelling && j.cancelledAt) throw registrationCancelled('search.alreadyCancelled');
    let state: LedgerState;
    if (!cancelling) state = await recordLedger(tx, j.joinerId, [], now);
    else if (whole) state = await cancelInLedger(tx, j, { now, percent, reason: 'visitor' });
    else state = await removeRunners(tx, j, input.runnerSeqs!, percent, now);

    const open = await spokenFor(tx, j.joinerId);
    const amount = Math.max(0, state.credit - open.amount);
    const ledger = { charged: state.charged, paid: state.paid, refunded: state.refunded, due: state.due, credit: state.credit };
    if (amount === 0) {
      if (!cancelling) throw nothingToRefund();
      return {
        refundSeq: null,
        amount: 0,
        cardAmount: 0,
        bankAmount: 0,
        state: whole ? 'cancelled' : 'removed',
        policyPercent: percent,
        ledger,
      };
    }
    const cardAmount = Math.min(amount, Math.max(0, (await cardRefundable(tx, j.joinerId)) - open.card));
    const bankAmount = amount - cardAmount;
    if (bankAmount > 0 && !input.account) throw badRequest('ledger.errors.accountRequired', { amount: bankAmount.toLocaleString('ko-KR') });
    const account = bankAmount > 0 ? sealedAccount(input.account!, j.joinerId) : null;
    const [row] = await tx
      .insert(refundRequests)
      .values({
        joinerId: j.joinerId,
        eventId: j.eventId,
        runnerSeqs: whole ? await allRunnerSeqs(tx, j.joinerId) : (input.runnerSeqs ?? []),
        wholeEntry: whole && cancelling,
        amount,
        cardAmount,
        bankAmount,
        policyPercent: percent,
        ...account,
        requestedAt: now,
        updatedAt: now,
      })
      .returning({ refundSeq: refundRequests.refundSeq });
    const facts = await noticeFacts(tx, j.joinerId);
    await queueNotice(
      tx,
      facts,
      'refund-requested',
      smsText.refundRequested(facts.eventName, facts.joinSeq, amount),
      { event: facts.eventName, joinSeq: facts.joinSeq, amount },
      j.joinerId,
    );
    return { refundSeq: row.refundSeq, amount, cardAmount, bankAmount, state: 'requested', policyPercent: percent, ledger };
  });
  return answer;
}

/** True when `seqs` names every runner of the registration (a group removing everyone cancels the entry). */
async function coversAll(tx: Tx, joinerId: number, seqs: number[]): Promise<boolean> {
  if (seqs.length === 0) return false;
  const all = await allRunnerSeqs(tx, joinerId);
  return all.length > 0 && all.every((s) => seqs.includes(s));
}

async function allRunnerSeqs(tx: Tx, joinerId: number): Promise<number[]> {
  return (await tx.select({ s: runners.runnerSeq }).from(runners).where(eq(runners.joinerId, joinerId))).map((r) => r.s);
}

/** The columns of a refund account: the number sealed for its registration, the last 4 digits, bank and holder. */
function sealedAccount(a: RefundAccountInput, joinerId: number) {
  return {
    bankCode: a.bankCode,
    accountHolder: a.holder,
    accountCipher: seal(refundAccountKey(), a.accountNo, accountContext(joinerId)),
    accountTail: a.accountNo.slice(-4),
  };
}
