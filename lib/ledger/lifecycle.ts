import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@/db/client';
import { joiners, runners } from '@/db/schema';
import { errorOfViolation } from '@/lib/errors/constraints';
import { countByTicket, takePlaces } from '@/lib/registration/places';
import type { AdminContext } from '@/lib/auth/require-admin';
import type { CancelReason } from '@/lib/codes';
import { recordLedger, type LedgerState } from './record';
import { cancellationRefund } from './refund-policy';

export type JoinerRow = typeof joiners.$inferSelect;

/** The registration `joinerId` locked FOR UPDATE in `tx` (every money change holds it), or null. */
export async function lockRegistration(tx: Tx, joinerId: number): Promise<JoinerRow | null> {
  const [j] = await tx.select().from(joiners).where(eq(joiners.joinerId, joinerId)).for('update');
  return j ?? null;
}

/** Who recorded a row: the staff member, or nobody (the runner's own change). */
export function staffOf(staff?: Pick<AdminContext, 'staffId' | 'userName'> | null) {
  return staff ? { staffId: staff.staffId, staffUserName: staff.userName } : {};
}

async function runnerList(tx: Tx, joinerId: number) {
  return tx
    .select({ ticketSeq: runners.ticketSeq, ticketName: runners.ticketName, runnerName: runners.runnerName, price: runners.price })
    .from(runners)
    .where(eq(runners.joinerId, joinerId));
}

/**
 * Cancels registration `j` (locked by the caller) in `tx` (spec §4 CNCL): its places go back, its
 * runners stop counting as registered, and the ledger reverses every charge ('cancellation') and,
 * when money was paid, keeps the part the refund policy does not give back (`percent`, 100 = all back:
 * no fee) as 'cancellation-fee'. What remains paid is then owed back (the ledger's credit), to be
 * refunded by card or bank. The places given back are offered to the courses' waitlists in the same
 * transaction (takePlaces), and the cancellation records `reason` (default 'staff'; 'visitor' for the
 * registrant's own, 'unpaid' at the payment deadline). A registration already cancelled is left as it
 * is. Returns the ledger state and `refund`, the won owed back by this cancellation.
 */
export async function cancelInLedger(
  tx: Tx,
  j: JoinerRow,
  opts: { now: Date; percent?: number; staff?: AdminContext | null; reason?: CancelReason },
): Promise<LedgerState & { refund: number }> {
  if (j.cancelledAt) return { ...(await recordLedger(tx, j.joinerId, [], opts.now)), refund: 0 };
  const list = await runnerList(tx, j.joinerId);
  const giveBack = new Map([...countByTicket(list)].map(([k, v]) => [k, -v]));
  await takePlaces(tx, giveBack, new Map(list.map((r) => [r.ticketSeq, r])));
  await tx.update(runners).set({ active: false }).where(eq(runners.joinerId, j.joinerId));
  await tx
    .update(joiners)
    .set({ cancelledAt: opts.now, cancelReason: opts.reason ?? 'staff' })
    .where(eq(joiners.joinerId, j.joinerId));
  const split = cancellationRefund({ charged: j.amount, paid: j.deposit ?? 0, refunded: j.refunded }, j.amount, opts.percent ?? 100);
  const who = staffOf(opts.staff);
  const state = await recordLedger(
    tx,
    j.joinerId,
    [
      { kind: 'charge', cause: 'cancellation', amount: -j.amount, ...who },
      { kind: 'charge', cause: 'cancellation-fee', amount: split.fee, memo: `${opts.percent ?? 100}%`, ...who },
    ],
    opts.now,
  );
  return { ...state, refund: split.refund };
}

/**
 * Brings cancelled registration `j` (locked by the caller) back in `tx` (staff choosing RSVT or CMPL
 * for a CNCL row, spec §4): takes its places again (S0003 when a course filled meanwhile), makes its
 * runners registered again (S0004 when one registered elsewhere since; the group name as the public
 * form refuses it) and charges what makes its charges its runners' prices again ('restore': the
 * reversed charges and any cancellation fee). Money paid or refunded stays as recorded, so the balance
 * shows what is due. The entry gets no automatic payment deadline (staff may set one: lib/places/extend.ts)
 * and loses its cancellation reason. A registration not cancelled is left as it is.
 */
export async function restoreInLedger(tx: Tx, j: JoinerRow, opts: { now: Date; staff?: AdminContext | null }): Promise<LedgerState> {
  if (!j.cancelledAt) return recordLedger(tx, j.joinerId, [], opts.now);
  const list = await runnerList(tx, j.joinerId);
  try {
    await tx.update(runners).set({ active: true }).where(eq(runners.joinerId, j.joinerId));
  } catch (err) {
    throw await errorOfViolation(err, { runnerNames: () => list.map((r) => r.runnerName) });
  }
  await takePlaces(tx, countByTicket(list), new Map(list.map((r) => [r.ticketSeq, r])));
  await tx
    .update(joiners)
    .set({ cancelledAt: null, cancelReason: null, payDeadline: null, remindedDeadline: null })
    .where(eq(joiners.joinerId, j.joinerId));
  const prices = list.reduce((n, r) => n + r.price, 0);
  return recordLedger(tx, j.joinerId, [{ kind: 'charge', cause: 'restore', amount: prices - j.amount, ...staffOf(opts.staff) }], opts.now);
}

/** Won of card payments of registration `joinerId` not yet refunded (what a card refund can give back). */
export async function cardRefundable(tx: DbOrTx, joinerId: number): Promise<number> {
  const { rows } = await tx.execute<{ n: number }>(sql`
    SELECT COALESCE(SUM(amount - canceled_amount), 0)::int AS n FROM payment_orders
    WHERE joiner_id = ${joinerId} AND status IN ('DONE', 'CANCELING') AND payment_key IS NOT NULL`);
  return rows[0]?.n ?? 0;
}
