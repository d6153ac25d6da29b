import 'server-only';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { getCurrentEvent } from '@/lib/registration/current-event';

/** The money of an edition from its payment ledger (won). */
export interface LedgerTotals {
  /** Registrations with money recorded, and of them those still owing and those owed back. */
  registrations: number;
  owing: number;
  owed: number;
  charged: number;
  paidCard: number;
  paidBank: number;
  refundedCard: number;
  refundedBank: number;
  /** Still to collect, and still to give back (sums of each registration's balance). */
  due: number;
  credit: number;
}

/**
 * GET /api/admin/application/rollupLedger and the statistics page: the current edition's money as its
 * ledger rows say it (charged, paid by card and by bank, refunded by card and by bank), and the sums of
 * the registrations' balances still due and still owed back. One statement over the ledger.
 */
export async function ledgerTotals(db: DbOrTx): Promise<LedgerTotals> {
  const event = await getCurrentEvent(db);
  const { rows } = await db.execute<Record<keyof LedgerTotals, number>>(sql`
    WITH per AS (
      SELECT l.joiner_id,
        COALESCE(SUM(l.amount) FILTER (WHERE l.kind IN ('charge', 'adjustment')), 0) AS charged,
        COALESCE(SUM(l.amount) FILTER (WHERE l.kind = 'payment' AND l.method = 'card'), 0) AS paid_card,
        COALESCE(SUM(l.amount) FILTER (WHERE l.kind = 'payment' AND l.method IS DISTINCT FROM 'card'), 0) AS paid_bank,
        COALESCE(SUM(l.amount) FILTER (WHERE l.kind = 'refund' AND l.method = 'card'), 0) AS refunded_card,
        COALESCE(SUM(l.amount) FILTER (WHERE l.kind = 'refund' AND l.method IS DISTINCT FROM 'card'), 0) AS refunded_bank
      FROM ledger_entries l JOIN joiners j ON j.joiner_id = l.joiner_id
      WHERE j.event_id = ${event.eventId}
      GROUP BY l.joiner_id
    ), bal AS (
      SELECT *, charged - paid_card - paid_bank + refunded_card + refunded_bank AS balance FROM per
    )
    SELECT COUNT(*)::int AS "registrations",
      COUNT(*) FILTER (WHERE balance > 0)::int AS "owing",
      COUNT(*) FILTER (WHERE balance < 0)::int AS "owed",
      COALESCE(SUM(charged), 0)::int AS "charged",
      COALESCE(SUM(paid_card), 0)::int AS "paidCard",
      COALESCE(SUM(paid_bank), 0)::int AS "paidBank",
      COALESCE(SUM(refunded_card), 0)::int AS "refundedCard",
      COALESCE(SUM(refunded_bank), 0)::int AS "refundedBank",
      COALESCE(SUM(GREATEST(balance, 0)), 0)::int AS "due",
      COALESCE(SUM(GREATEST(-balance, 0)), 0)::int AS "credit"
    FROM bal`);
  return rows[0];
}
