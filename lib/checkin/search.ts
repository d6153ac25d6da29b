import 'server-only';
import { and, asc, eq, ilike, like, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { checkins, joiners, runners, tickets } from '@/db/schema';
import { writeAudit } from '@/lib/audit/write';
import type { AdminContext } from '@/lib/auth/require-admin';
import { maskName, maskPhone } from '@/lib/privacy/mask';
import { getCurrentEvent } from '@/lib/registration/current-event';

/** Most runners one search lists (a desk looks for one person). */
const MAX_HITS = 20;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * GET /api/admin/checkin/search?q= (QR check-in: find a runner who has no QR code with them):
 * runners of the current edition's race-day courses whose bib is `q`, whose phone ends with `q` (4
 * digits), or whose name contains `q`. Names and phones are masked; the birth year and the last
 * phone digits let the desk confirm the person. Audited as a search (its count, never the text).
 */
export async function searchForCheckin(db: DbOrTx, q: string, staff: AdminContext) {
  const event = await getCurrentEvent(db);
  const text = q.trim();
  const parts: SQL[] = [ilike(runners.runnerName, `%${escapeLike(text)}%`)];
  if (/^\d{1,5}$/.test(text)) parts.push(eq(runners.backNo, Number(text)));
  if (/^\d{4}$/.test(text)) parts.push(like(runners.cellphone, `%${text}`));
  const rows = await db
    .select({
      runnerSeq: runners.runnerSeq,
      runnerName: runners.runnerName,
      birthday: runners.birthday,
      cellphone: runners.cellphone,
      backNo: runners.backNo,
      ticketName: runners.ticketName,
      joinSeq: joiners.joinSeq,
      exponent: joiners.exponent,
      paymentStatus: joiners.paymentStatus,
      active: runners.active,
      collectedAt: checkins.collectedAt,
      desk: checkins.desk,
    })
    .from(runners)
    .innerJoin(joiners, eq(joiners.joinerId, runners.joinerId))
    .innerJoin(tickets, eq(tickets.ticketSeq, runners.ticketSeq))
    .leftJoin(checkins, eq(checkins.runnerSeq, runners.runnerSeq))
    .where(and(eq(runners.eventId, event.eventId), eq(tickets.ticketType, 'offline'), or(...parts)))
    .orderBy(asc(runners.backNo), asc(runners.runnerSeq))
    .limit(MAX_HITS);
  await writeAudit(db, {
    staffId: staff.staffId,
    staffUserName: staff.userName,
    clientIp: staff.clientIp,
    action: 'search',
    detail: { list: 'checkin', resultCount: rows.length },
  });
  return rows.map((r) => ({
    runnerSeq: r.runnerSeq,
    runnerName: maskName(r.runnerName),
    birthYear: r.birthday.slice(0, 4),
    cellphone: maskPhone(r.cellphone),
    backNo: r.backNo,
    ticketName: r.ticketName,
    joinSeq: r.joinSeq,
    exponent: r.exponent,
    paid: r.active && r.paymentStatus === 'CMPL',
    collectedAt: r.collectedAt?.toISOString() ?? null,
    desk: r.desk,
  }));
}

/** A runner found for the desk, as GET /api/admin/checkin/search answers them ({runners: CheckinHit[]}). */
export type CheckinHit = Awaited<ReturnType<typeof searchForCheckin>>[number];
