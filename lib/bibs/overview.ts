import 'server-only';
import { and, asc, count, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { joiners, runnerNotices, runners, tickets } from '@/db/schema';
import { writeAudit } from '@/lib/audit/write';
import type { AdminContext } from '@/lib/auth/require-admin';
import { maskName } from '@/lib/privacy/mask';
import { getCurrentEvent } from '@/lib/registration/current-event';
import { formatNumberList } from './plan';
import { listReserved } from './reserved';

/**
 * GET /api/admin/bibs: per race-day course of the current edition, paid runners, how many have a bib
 * and a chip, the bib SMS sent, the saved range and the numbers in use; and the reserved numbers.
 */
export async function bibOverview(db: DbOrTx) {
  const event = await getCurrentEvent(db);
  const { rows } = await db.execute<{
    ticket_seq: number;
    ticket_name: string;
    ticket_code: string;
    paid: number;
    numbered: number;
    chipped: number;
    notified: number;
    min_bib: number | null;
    max_bib: number | null;
    from_no: number | null;
    to_no: number | null;
  }>(sql`
    SELECT t.ticket_seq, t.ticket_name, t.ticket_code,
           count(r.runner_seq) FILTER (WHERE j.payment_status = 'CMPL' AND r.active)::int AS paid,
           count(r.back_no) FILTER (WHERE j.payment_status = 'CMPL' AND r.active)::int AS numbered,
           count(r.chip_no) FILTER (WHERE j.payment_status = 'CMPL' AND r.active)::int AS chipped,
           count(n.runner_seq) FILTER (WHERE j.payment_status = 'CMPL' AND r.active)::int AS notified,
           min(r.back_no)::int AS min_bib, max(r.back_no)::int AS max_bib,
           br.from_no, br.to_no
      FROM tickets t
      LEFT JOIN runners r ON r.ticket_seq = t.ticket_seq
      LEFT JOIN joiners j ON j.joiner_id = r.joiner_id
      LEFT JOIN runner_notices n ON n.runner_seq = r.runner_seq AND n.kind = 'bib'
      LEFT JOIN bib_ranges br ON br.ticket_seq = t.ticket_seq
     WHERE t.event_id = ${event.eventId} AND t.ticket_type = 'offline'
     GROUP BY t.ticket_seq, br.from_no, br.to_no
     ORDER BY t.display_order, t.ticket_seq`);
  const reserved = await listReserved(db);
  return {
    courses: rows.map((r) => ({
      ticketSeq: r.ticket_seq,
      ticketName: r.ticket_name,
      ticketCode: r.ticket_code,
      paid: r.paid,
      numbered: r.numbered,
      chipped: r.chipped,
      notified: r.notified,
      minBib: r.min_bib,
      maxBib: r.max_bib,
      range: r.from_no === null ? null : { from: r.from_no, to: r.to_no! },
    })),
    reserved: {
      numbers: reserved.map((r) => r.backNo),
      text: formatNumberList(reserved.map((r) => r.backNo)),
      notes: reserved.filter((r) => r.note),
    },
  };
}

/** The bib console's overview, as GET /api/admin/bibs answers it (and the server page hands it). */
export type BibOverview = Awaited<ReturnType<typeof bibOverview>>;
export type BibCourse = BibOverview['courses'][number];

/** Filters of the bib list: course, a bib / name / registration number text, only runners without a bib. */
export interface BibListQuery {
  ticketSeq?: number;
  q?: string;
  missing?: boolean;
  pageNo: number;
  rowCount: number;
}

/**
 * GET /api/admin/bibs/runners: paid and unpaid runners of the race-day courses with their bib and
 * chip, for the manual edit; names masked; audited as a search (filters used, never their values).
 */
export async function bibRunners(db: DbOrTx, q: BibListQuery, staff: AdminContext) {
  const event = await getCurrentEvent(db);
  const parts: (SQL | undefined)[] = [eq(runners.eventId, event.eventId), eq(tickets.ticketType, 'offline'), eq(runners.active, true)];
  if (q.ticketSeq) parts.push(eq(runners.ticketSeq, q.ticketSeq));
  if (q.missing) parts.push(isNull(runners.backNo));
  if (q.q) {
    const text = q.q.replace(/[\\%_]/g, (c) => `\\${c}`);
    const byNumber = /^\d{1,5}$/.test(q.q) ? [eq(runners.backNo, Number(q.q)), eq(joiners.joinSeq, Number(q.q))] : [];
    parts.push(or(ilike(runners.runnerName, `%${text}%`), ilike(joiners.exponent, `%${text}%`), eq(runners.chipNo, q.q), ...byNumber));
  }
  const where = and(...parts);
  const [{ n }] = await db
    .select({ n: count() })
    .from(runners)
    .innerJoin(joiners, eq(joiners.joinerId, runners.joinerId))
    .innerJoin(tickets, eq(tickets.ticketSeq, runners.ticketSeq))
    .where(where);
  const rows = await db
    .select({
      runnerSeq: runners.runnerSeq,
      runnerName: runners.runnerName,
      ticketName: runners.ticketName,
      joinSeq: joiners.joinSeq,
      exponent: joiners.exponent,
      paymentStatus: joiners.paymentStatus,
      backNo: runners.backNo,
      chipNo: runners.chipNo,
      notifiedBackNo: runnerNotices.backNo,
    })
    .from(runners)
    .innerJoin(joiners, eq(joiners.joinerId, runners.joinerId))
    .innerJoin(tickets, eq(tickets.ticketSeq, runners.ticketSeq))
    .leftJoin(runnerNotices, and(eq(runnerNotices.runnerSeq, runners.runnerSeq), eq(runnerNotices.kind, 'bib')))
    .where(where)
    .orderBy(sql`${runners.backNo} NULLS LAST`, asc(runners.runnerSeq))
    .limit(q.rowCount)
    .offset((q.pageNo - 1) * q.rowCount);
  await writeAudit(db, {
    staffId: staff.staffId,
    staffUserName: staff.userName,
    clientIp: staff.clientIp,
    action: 'search',
    detail: { list: 'bibs', filters: Object.keys(q).filter((k) => q[k as keyof BibListQuery] !== undefined), resultCount: n },
  });
  return {
    totalCount: n,
    pageMaxNo: Math.max(1, Math.ceil(n / q.rowCount)),
    runners: rows.map((r) => ({
      ...r,
      runnerName: maskName(r.runnerName),
      notified: r.notifiedBackNo !== null && r.notifiedBackNo === r.backNo,
    })),
  };
}

/** A page of GET /api/admin/bibs/runners. */
export type BibRunnersPage = Awaited<ReturnType<typeof bibRunners>>;
