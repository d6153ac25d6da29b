import type { LedgerKind, PaymentStatus } from '@/lib/codes';

/**
 * Ledger arithmetic (ARCHITECTURE.md "Money is a ledger of rows"), pure and client-safe. All amounts
 * are whole won. A registration's balance = charges + adjustments − payments + refunds: above 0 it is
 * due from the runner, below 0 it is owed back to them.
 */

/** A ledger row as the arithmetic needs it. */
export interface LedgerAmount {
  kind: LedgerKind;
  amount: number;
}

/** The figures every screen that shows money shows (POST /api/application/ledger). */
export interface LedgerSummary {
  /** Won charged in all: charges plus staff adjustments (a waived shortfall is a negative adjustment). */
  charged: number;
  /** Won paid in all, card and bank. */
  paid: number;
  /** Won given back. */
  refunded: number;
  /** Won still to pay (0 when nothing is due). */
  due: number;
  /** Won owed back to the runner (0 when nothing is owed). */
  credit: number;
}

/** Sums `rows` into the ledger figures. */
export function summarise(rows: readonly LedgerAmount[]): LedgerSummary {
  let charged = 0;
  let paid = 0;
  let refunded = 0;
  for (const r of rows) {
    if (r.kind === 'charge' || r.kind === 'adjustment') charged += r.amount;
    else if (r.kind === 'payment') paid += r.amount;
    else refunded += r.amount;
  }
  return figures(charged, paid, refunded);
}

/** The figures of the totals charged, paid and refunded (won), as the registration row caches them. */
export function figures(charged: number, paid: number, refunded: number): LedgerSummary {
  const balance = charged - paid + refunded;
  return { charged, paid, refunded, due: Math.max(0, balance), credit: Math.max(0, -balance) };
}

/**
 * The spec's payment state (§4) derived from the ledger: CNCL once the registration is cancelled,
 * otherwise CMPL when nothing is due (a free entry included), RSVT while money is due.
 */
export function derivedStatus(cancelled: boolean, s: Pick<LedgerSummary, 'due'>): PaymentStatus {
  if (cancelled) return 'CNCL';
  return s.due > 0 ? 'RSVT' : 'CMPL';
}

/** The cached ledger columns of a registration row (amount = charged, deposit = paid or null, refunded). */
export interface CachedFigures {
  amount: number;
  deposit: number | null;
  refunded: number;
}

/** The ledger figures from a registration row's cached columns (kept equal to its rows by lib/ledger/record.ts). */
export function figuresOf(j: CachedFigures): LedgerSummary {
  return figures(j.amount, j.deposit ?? 0, j.refunded);
}
