import 'server-only';
import { and, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { bibRanges, bibReserved, joiners, runners, tickets } from '@/db/schema';
import type { BibOrder } from '@/lib/codes';
import { badRequest } from '@/lib/errors';
import { raceCourse } from '@/lib/race-day/course';
import { lockBibs } from './course';
import { MAX_BIB_RANGE, planBibs, type BibCandidate } from './plan';

export interface AssignRequest {
  ticketSeq: number;
  /** First and last number of the course's range, inclusive. */
  from: number;
  to: number;
  order: BibOrder;
}

export interface AssignAnswer {
  /** Runners given a bib by this run. */
  assigned: number;
  /** Paid runners of the course left without a bib because the range ran out. */
  skipped: number;
  /** Paid runners of the course who already had a bib (a re-run leaves them as they are). */
  alreadyNumbered: number;
  /** Free numbers of the range passed over because staff reserved them. */
  reservedSkipped: number;
  /** Lowest and highest number given by this run (null when none). */
  first: number | null;
  last: number | null;
}

/** The other course whose saved range overlaps `from`–`to`, if any (ranges are per course). */
async function overlappingRange(tx: Tx, eventId: number, ticketSeq: number, from: number, to: number) {
  const [hit] = await tx
    .select({ ticketName: tickets.ticketName, fromNo: bibRanges.fromNo, toNo: bibRanges.toNo })
    .from(bibRanges)
    .innerJoin(tickets, eq(tickets.ticketSeq, bibRanges.ticketSeq))
    .where(
      and(
        eq(bibRanges.eventId, eventId),
        ne(bibRanges.ticketSeq, ticketSeq),
        sql`${bibRanges.fromNo} <= ${to}`,
        sql`${bibRanges.toNo} >= ${from}`,
      ),
    )
    .limit(1);
  return hit;
}

/**
 * POST /api/admin/bibs/assign (bib assignment): gives every paid (CMPL) live runner of the
 * course who has no bib a number from `from` to `to`, in `order` (payment time, name, groups
 * together), skipping numbers on any runner of the edition and numbers reserved by hand. A re-run
 * numbers only runners still without a bib. The whole run holds the edition's bib lock and writes in
 * one statement, so two runs at once never give one number twice (the unique index on
 * (event, backNo) would refuse it anyway). The range is saved for the course.
 * Errors (nothing written): 400 `raceDay.unknownCourse`, `bibs.range.invalid` (from > to, or over
 * 20,000 numbers), `bibs.range.overlap` (another course's saved range shares numbers).
 */
export async function assignBibs(db: Db, req: AssignRequest, now = new Date()): Promise<AssignAnswer> {
  if (req.from > req.to || req.to - req.from >= MAX_BIB_RANGE) throw badRequest('bibs.range.invalid', { max: MAX_BIB_RANGE });
  return db.transaction(async (tx) => {
    const { event } = await raceCourse(tx, req.ticketSeq);
    await lockBibs(tx, event.eventId);
    const other = await overlappingRange(tx, event.eventId, req.ticketSeq, req.from, req.to);
    if (other) throw badRequest('bibs.range.overlap', { course: other.ticketName, from: other.fromNo, to: other.toNo });

    const paidOfCourse = and(
      eq(runners.ticketSeq, req.ticketSeq),
      eq(runners.active, true),
      eq(joiners.paymentStatus, 'CMPL'),
      eq(joiners.eventId, event.eventId),
    );
    const candidates: BibCandidate[] = await tx
      .select({
        runnerSeq: runners.runnerSeq,
        runnerName: runners.runnerName,
        joinerId: joiners.joinerId,
        joinSeq: joiners.joinSeq,
        exponent: joiners.exponent,
        paidAt: joiners.paidAt,
        joinTime: joiners.joinTime,
      })
      .from(runners)
      .innerJoin(joiners, eq(joiners.joinerId, runners.joinerId))
      .where(and(paidOfCourse, isNull(runners.backNo)));
    const [{ numbered }] = await tx
      .select({ numbered: sql<number>`count(*)::int` })
      .from(runners)
      .innerJoin(joiners, eq(joiners.joinerId, runners.joinerId))
      .where(and(paidOfCourse, isNotNull(runners.backNo)));
    const inRange = and(sql`${runners.backNo} BETWEEN ${req.from} AND ${req.to}`, eq(runners.eventId, event.eventId));
    const taken = await tx.select({ n: runners.backNo }).from(runners).where(inRange);
    const reserved = await tx
      .select({ n: bibReserved.backNo })
      .from(bibReserved)
      .where(and(eq(bibReserved.eventId, event.eventId), sql`${bibReserved.backNo} BETWEEN ${req.from} AND ${req.to}`));
    const plan = planBibs(candidates, req, new Set(taken.map((t) => t.n!)), new Set(reserved.map((r) => r.n)), req.order);

    if (plan.assignments.length > 0) {
      await tx.execute(sql`
        UPDATE runners r SET back_no = v.back_no
          FROM unnest(${sql.param(plan.assignments.map((a) => a.runnerSeq))}::int[], ${sql.param(plan.assignments.map((a) => a.backNo))}::int[]) AS v(runner_seq, back_no)
         WHERE r.runner_seq = v.runner_seq AND r.back_no IS NULL`);
    }
    await tx
      .insert(bibRanges)
      .values({ eventId: event.eventId, ticketSeq: req.ticketSeq, fromNo: req.from, toNo: req.to, updatedAt: now })
      .onConflictDoUpdate({ target: bibRanges.ticketSeq, set: { fromNo: req.from, toNo: req.to, updatedAt: now } });
    const numbers = plan.assignments.map((a) => a.backNo);
    return {
      assigned: plan.assignments.length,
      skipped: plan.skipped.length,
      alreadyNumbered: numbered,
      reservedSkipped: plan.reservedSkipped,
      first: numbers.length ? numbers[0] : null,
      last: numbers.length ? numbers[numbers.length - 1] : null,
    };
  });
}
