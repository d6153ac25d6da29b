import 'server-only';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { joiners, runners, transfers } from '@/db/schema';
import { byStaff, writeAudit } from '@/lib/audit/write';
import type { AdminContext } from '@/lib/auth/require-admin';
import type { TransferState } from '@/lib/codes';
import { maskName, maskPhone } from '@/lib/privacy/mask';
import { getCurrentEvent } from '@/lib/registration/current-event';

/**
 * GET /api/admin/transfers?state= (staff, /user/reception/transfers): the transfers of the current
 * edition, newest first, optionally of one state: registration, course, who held the place and who
 * takes it (names and phones masked), fee (won), when asked, confirmed and decided, and who approved
 * ('auto' when the edition needs no approval). Kept for good as the history of each bib. Audited as
 * 'search' (state only).
 */
export async function listTransfers(db: DbOrTx, q: { state?: TransferState }, staff: AdminContext) {
  const event = await getCurrentEvent(db);
  const where: SQL[] = [eq(transfers.eventId, event.eventId)];
  if (q.state) where.push(eq(transfers.state, q.state));
  const rows = await db
    .select({ t: transfers, joinSeq: joiners.joinSeq, ticketName: runners.ticketName, backNo: runners.backNo })
    .from(transfers)
    .innerJoin(joiners, eq(joiners.joinerId, transfers.joinerId))
    .leftJoin(runners, eq(runners.runnerSeq, transfers.runnerSeq))
    .where(and(...where))
    .orderBy(desc(transfers.transferSeq))
    .limit(2_000);
  await writeAudit(db, {
    ...byStaff(staff),
    action: 'search',
    detail: { list: 'transfers', state: q.state ?? null, resultCount: rows.length },
  });
  return {
    transfers: rows.map(({ t, joinSeq, ticketName, backNo }) => ({
      transferSeq: t.transferSeq,
      joinSeq,
      runnerSeq: t.runnerSeq,
      ticketName,
      backNo,
      state: t.state,
      from: { runnerName: maskName(t.fromName), cellphone: maskPhone(t.fromCellphone), gender: t.fromGender },
      to: { runnerName: maskName(t.toName), cellphone: maskPhone(t.toCellphone), gender: t.toGender },
      fee: t.fee,
      requestedAt: t.requestedAt.toISOString(),
      confirmedAt: t.confirmedAt?.toISOString() ?? null,
      decidedAt: t.decidedAt?.toISOString() ?? null,
      decidedBy: t.decidedBy,
      reason: t.reason,
    })),
  };
}
export type TransferListRow = Awaited<ReturnType<typeof listTransfers>>['transfers'][number];
