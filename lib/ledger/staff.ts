import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { joiners, refundRequests, transfers } from '@/db/schema';
import type { Locale } from '@/i18n/config';
import { byStaff, writeAudit } from '@/lib/audit/write';
import type { AdminContext } from '@/lib/auth/require-admin';
import { notFound } from '@/lib/errors';
import { maskName } from '@/lib/privacy/mask';
import { getCurrentEvent } from '@/lib/registration/current-event';
import { lockRegistration, staffOf } from './lifecycle';
import { ledgerRows, recordLedger } from './record';
import { ledgerView, rowMemo } from './view';

async function registrationOf(db: DbOrTx, joinSeq: number) {
  const event = await getCurrentEvent(db);
  const [j] = await db
    .select()
    .from(joiners)
    .where(and(eq(joiners.eventId, event.eventId), eq(joiners.joinSeq, joinSeq)));
  if (!j) throw notFound('proxy.errors.notFound');
  return j;
}

/**
 * GET /api/admin/ledger?joinSeq= (staff: the proxy pages, the payment list): the payment ledger of a
 * registration of the current edition with who recorded each row, its refund requests and the
 * history of its transfers (who held each bib, when, who approved; names masked). 404 S0001 for an
 * unknown number.
 */
export async function staffLedger(db: DbOrTx, joinSeq: number, locale: Locale) {
  const j = await registrationOf(db, joinSeq);
  const rows = await ledgerRows(db, j.joinerId);
  const view = ledgerView(rows, locale);
  const refunds = await db
    .select({
      refundSeq: refundRequests.refundSeq,
      state: refundRequests.state,
      amount: refundRequests.amount,
      requestedAt: refundRequests.requestedAt,
    })
    .from(refundRequests)
    .where(eq(refundRequests.joinerId, j.joinerId));
  const history = await db.select().from(transfers).where(eq(transfers.joinerId, j.joinerId));
  return {
    joinSeq,
    paymentStatus: j.paymentStatus,
    brief: j.brief,
    ...view,
    rows: rows.map((r, i) => ({ ...view.rows[i], memo: rowMemo(r, locale), staffUserName: r.staffUserName, depositor: r.depositor })),
    refunds: refunds.map((r) => ({ ...r, requestedAt: r.requestedAt.toISOString() })),
    transfers: history.map((t) => ({
      transferSeq: t.transferSeq,
      runnerSeq: t.runnerSeq,
      state: t.state,
      fromName: maskName(t.fromName),
      toName: maskName(t.toName),
      requestedAt: t.requestedAt.toISOString(),
      decidedAt: t.decidedAt?.toISOString() ?? null,
      decidedBy: t.decidedBy,
    })),
  };
}
export type StaffLedger = Awaited<ReturnType<typeof staffLedger>>;

/**
 * POST /api/admin/ledger/adjust {joinSeq, amount, reason}: a staff adjustment of a registration's
 * ledger (won; positive adds to what is due, negative takes off: a discount, a correction), with the
 * reason shown to staff and to the runner; the state is derived again. Audited as ledger-adjust.
 */
export async function adjustLedger(db: Db, joinSeq: number, amount: number, reason: string, staff: AdminContext, now = new Date()) {
  const j = await registrationOf(db, joinSeq);
  return db.transaction(async (tx) => {
    await lockRegistration(tx, j.joinerId);
    const state = await recordLedger(
      tx,
      j.joinerId,
      [{ kind: 'adjustment', cause: 'staff', amount, memo: reason, ...staffOf(staff) }],
      now,
    );
    await writeAudit(tx, {
      ...byStaff(staff),
      action: 'ledger-adjust',
      joinSeq,
      detail: { amount, due: state.due, credit: state.credit },
    });
    return state;
  });
}
