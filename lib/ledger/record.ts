import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@/db/client';
import { ledgerEntries } from '@/db/schema';
import type { LedgerCause, LedgerKind, MoneyMethod, PaymentStatus } from '@/lib/codes';
import { errorOfViolation } from '@/lib/errors/constraints';
import { figures, type LedgerSummary } from './summary';

/** One row to append (lib/codes.ts LEDGER_KINDS, LEDGER_CAUSES); amount in won. */
export interface LedgerRowInput {
  kind: LedgerKind;
  cause: LedgerCause;
  amount: number;
  method?: MoneyMethod | null;
  runnerSeq?: number | null;
  orderId?: string | null;
  refundSeq?: number | null;
  transferSeq?: number | null;
  depositor?: string | null;
  /** YYYY-MM-DD (KST) of a bank deposit. */
  depositedOn?: string | null;
  memo?: string | null;
  staffId?: number | null;
  staffUserName?: string | null;
  /** Written once: a second row with the same key is skipped (a replayed card capture or cancellation). */
  dedupeKey?: string | null;
  at?: Date;
}

/** A registration's money after a change: the ledger figures and the state derived from them. */
export interface LedgerState extends LedgerSummary {
  paymentStatus: PaymentStatus;
  previousStatus: PaymentStatus;
}

/**
 * Appends `rows` to the ledger of registration `joinerId` and derives its cached figures and state
 * (syncRegistration), inside the caller's transaction, which should hold the registration's row lock.
 * Rows with a dedupeKey already written are skipped. Rows of 0 won are kept only for a registration's
 * first charge (a free entry shows its 0-won fee); others of 0 won are dropped.
 * Throws the database's error (the caller's transaction then stores nothing), S0003/S0004/group name
 * as errorOfViolation maps them.
 */
export async function recordLedger(tx: Tx, joinerId: number, rows: readonly LedgerRowInput[], now = new Date()): Promise<LedgerState> {
  const kept = rows.filter((r) => r.amount !== 0 || r.cause === 'registration');
  if (kept.length) {
    await tx
      .insert(ledgerEntries)
      .values(
        kept.map((r) => ({
          joinerId,
          kind: r.kind,
          cause: r.cause,
          amount: r.amount,
          method: r.method ?? null,
          runnerSeq: r.runnerSeq ?? null,
          orderId: r.orderId ?? null,
          refundSeq: r.refundSeq ?? null,
          transferSeq: r.transferSeq ?? null,
          depositor: r.depositor ?? null,
          depositedOn: r.depositedOn ?? null,
          memo: r.memo?.slice(0, 500) ?? null,
          staffId: r.staffId ?? null,
          staffUserName: r.staffUserName ?? null,
          dedupeKey: r.dedupeKey ?? null,
          at: r.at ?? now,
        })),
      )
      .onConflictDoNothing({ target: ledgerEntries.dedupeKey });
  }
  return syncRegistration(tx, joinerId, now);
}

/**
 * Derives the registration's cached money columns from its ledger, in one statement: `amount` =
 * charged (charges and adjustments), `deposit` = paid (null while 0), `refunded`, and the spec's state
 * (lib/ledger/summary.ts derivedStatus: CNCL once cancelled, else CMPL when nothing is due, else RSVT).
 * `paidAt` is set when the state becomes CMPL. Returns the figures with the state before and after.
 * A state leaving CNCL can meet the live group-name index: that throws the group-name error.
 */
export async function syncRegistration(tx: Tx, joinerId: number, now = new Date()): Promise<LedgerState> {
  try {
    const { rows } = await tx.execute<{
      charged: number;
      paid: number;
      refunded: number;
      payment_status: PaymentStatus;
      previous: PaymentStatus;
    }>(sql`
      WITH s AS (
        SELECT COALESCE(SUM(amount) FILTER (WHERE kind IN ('charge', 'adjustment')), 0)::int AS charged,
               COALESCE(SUM(amount) FILTER (WHERE kind = 'payment'), 0)::int AS paid,
               COALESCE(SUM(amount) FILTER (WHERE kind = 'refund'), 0)::int AS refunded
        FROM ledger_entries WHERE joiner_id = ${joinerId}
      ), prev AS (SELECT payment_status FROM joiners WHERE joiner_id = ${joinerId})
      UPDATE joiners j SET
        amount = s.charged,
        deposit = NULLIF(s.paid, 0),
        refunded = s.refunded,
        payment_status = CASE WHEN j.cancelled_at IS NOT NULL THEN 'CNCL'
                              WHEN s.charged - s.paid + s.refunded > 0 THEN 'RSVT' ELSE 'CMPL' END,
        paid_at = CASE WHEN j.cancelled_at IS NULL AND s.charged - s.paid + s.refunded <= 0 AND j.payment_status <> 'CMPL'
                       THEN ${now.toISOString()}::timestamptz ELSE j.paid_at END,
        updated_at = ${now.toISOString()}::timestamptz
      FROM s WHERE j.joiner_id = ${joinerId}
      RETURNING s.charged, s.paid, s.refunded, j.payment_status, (SELECT payment_status FROM prev) AS previous`);
    const r = rows[0];
    if (!r) throw new Error(`ledger: no registration ${joinerId}`);
    return { ...figures(r.charged, r.paid, r.refunded), paymentStatus: r.payment_status, previousStatus: r.previous };
  } catch (err) {
    throw await errorOfViolation(err);
  }
}

/** A stored ledger row as the screens show it. */
export type LedgerRow = typeof ledgerEntries.$inferSelect;

/** The ledger rows of a registration, oldest first. */
export async function ledgerRows(db: DbOrTx, joinerId: number): Promise<LedgerRow[]> {
  return db.select().from(ledgerEntries).where(eq(ledgerEntries.joinerId, joinerId)).orderBy(asc(ledgerEntries.entryId));
}

/** True once any payment was ever recorded (the depositor memo is then frozen: deposits were matched against it). */
export async function everPaid(db: DbOrTx, joinerId: number): Promise<boolean> {
  const { rows } = await db.execute<{ yes: boolean }>(
    sql`SELECT EXISTS (SELECT 1 FROM ledger_entries WHERE joiner_id = ${joinerId} AND kind = 'payment') AS yes`,
  );
  return rows[0]?.yes === true;
}
