import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { checkins, joiners, runners, tickets } from '@/db/schema';
import type { CheckinMethod } from '@/lib/codes';
import type { AdminContext } from '@/lib/auth/require-admin';
import { badRequest, checkinNotFound, checkinNotPaid } from '@/lib/errors';
import { maskName } from '@/lib/privacy/mask';
import { getCurrentEvent } from '@/lib/registration/current-event';
import { MAX_OFFLINE_AGE_MS, type CheckinInput } from '@/lib/validation/checkin';
import { readCheckinToken } from './token';

/** What the desk is told about a kit (POST /api/admin/checkin). */
export interface CheckinAnswer {
  runnerSeq: number;
  /** Masked (홍*동): the desk confirms the person, the screen does not show bystanders the name. */
  runnerName: string;
  backNo: number | null;
  ticketName: string;
  /** When the kit was collected (this scan, or the first one when `already`), ISO. */
  collectedAt: string;
  /** Which desk handed it out. */
  desk: string;
  /** True when the kit had already been collected: this scan changed nothing. */
  already: boolean;
}

interface Found {
  runnerSeq: number;
  eventId: number;
  runnerName: string;
  backNo: number | null;
  ticketName: string;
  active: boolean;
  paymentStatus: string;
}

/** The runner named by the check-in body: a signed code, a bib of the edition, or a runnerSeq found by search. */
async function findRunner(db: DbOrTx, eventId: number, input: CheckinInput): Promise<{ found: Found; method: CheckinMethod }> {
  let where;
  let method: CheckinMethod;
  if (input.token !== undefined) {
    const runnerSeq = readCheckinToken(input.token);
    if (runnerSeq === null) throw checkinNotFound();
    where = eq(runners.runnerSeq, runnerSeq);
    method = 'qr';
  } else if (input.backNo !== undefined) {
    where = eq(runners.backNo, input.backNo);
    method = 'bib';
  } else {
    where = eq(runners.runnerSeq, input.runnerSeq!);
    method = 'search';
  }
  const [found] = await db
    .select({
      runnerSeq: runners.runnerSeq,
      eventId: runners.eventId,
      runnerName: runners.runnerName,
      backNo: runners.backNo,
      ticketName: runners.ticketName,
      active: runners.active,
      paymentStatus: joiners.paymentStatus,
    })
    .from(runners)
    .innerJoin(joiners, eq(joiners.joinerId, runners.joinerId))
    .innerJoin(tickets, eq(tickets.ticketSeq, runners.ticketSeq))
    .where(and(where, eq(runners.eventId, eventId), eq(tickets.ticketType, 'offline')))
    .limit(1);
  if (!found) throw checkinNotFound();
  return { found, method };
}

/** The moment a scan happened: now, or the browser's time of an offline scan within the last day. */
function scanMoment(scannedAt: string | undefined, now: Date): Date {
  if (scannedAt === undefined) return now;
  const t = new Date(scannedAt);
  if (t.getTime() > now.getTime() + 5 * 60_000 || now.getTime() - t.getTime() > MAX_OFFLINE_AGE_MS)
    throw badRequest('raceDay.checkin.badTime');
  return t.getTime() > now.getTime() ? now : t;
}

/**
 * POST /api/admin/checkin (QR check-in): marks a paid runner's kit as collected at `desk` by
 * `staff`, once. The primary key on the runner makes the first scan win when two desks (or a scan
 * replayed from a phone that was offline) send the same runner: every later one answers
 * `already: true` with the first one's time and desk, and changes nothing. 404 R0404 for a code
 * that is not this site's or a bib nobody has; 409 R0409 for an unpaid or cancelled entry (its kit is
 * not handed out). Nothing is written for a refused scan.
 */
export async function checkIn(
  db: Db,
  input: CheckinInput,
  staff: Pick<AdminContext, 'userName'>,
  now = new Date(),
): Promise<CheckinAnswer> {
  const event = await getCurrentEvent(db);
  const { found, method } = await findRunner(db, event.eventId, input);
  if (!found.active || found.paymentStatus !== 'CMPL') throw checkinNotPaid();
  const collectedAt = scanMoment(input.scannedAt, now);
  const [inserted] = await db
    .insert(checkins)
    .values({
      runnerSeq: found.runnerSeq,
      eventId: event.eventId,
      collectedAt,
      receivedAt: now,
      desk: input.desk,
      method,
      staffUserName: staff.userName,
    })
    .onConflictDoNothing({ target: checkins.runnerSeq })
    .returning();
  const row = inserted ?? (await db.select().from(checkins).where(eq(checkins.runnerSeq, found.runnerSeq)).limit(1))[0];
  return {
    runnerSeq: found.runnerSeq,
    runnerName: maskName(found.runnerName),
    backNo: found.backNo,
    ticketName: found.ticketName,
    collectedAt: row.collectedAt.toISOString(),
    desk: row.desk,
    already: !inserted,
  };
}

/** Per race-day course of the current edition: paid runners and kits collected (the desk's counter). */
export async function checkinCounts(db: DbOrTx) {
  const event = await getCurrentEvent(db);
  const { rows } = await db.execute<{ ticket_seq: number; ticket_name: string; paid: number; collected: number }>(sql`
    SELECT t.ticket_seq, t.ticket_name,
           count(r.runner_seq) FILTER (WHERE j.payment_status = 'CMPL' AND r.active)::int AS paid,
           count(c.runner_seq) FILTER (WHERE j.payment_status = 'CMPL' AND r.active)::int AS collected
      FROM tickets t
      LEFT JOIN runners r ON r.ticket_seq = t.ticket_seq
      LEFT JOIN joiners j ON j.joiner_id = r.joiner_id
      LEFT JOIN checkins c ON c.runner_seq = r.runner_seq
     WHERE t.event_id = ${event.eventId} AND t.ticket_type = 'offline'
     GROUP BY t.ticket_seq, t.ticket_name, t.display_order
     ORDER BY t.display_order, t.ticket_seq`);
  return rows.map((r) => ({ ticketSeq: r.ticket_seq, ticketName: r.ticket_name, paid: r.paid, collected: r.collected }));
}

/** A course's counts as GET /api/admin/checkin answers them ({courses: CheckinCount[]}). */
export type CheckinCount = Awaited<ReturnType<typeof checkinCounts>>[number];

/** The kit collection of one runner, if any (the runner's own pages show it). */
export async function checkinOf(db: DbOrTx, runnerSeq: number) {
  const [row] = await db
    .select({ collectedAt: checkins.collectedAt, desk: checkins.desk })
    .from(checkins)
    .where(eq(checkins.runnerSeq, runnerSeq))
    .orderBy(asc(checkins.collectedAt))
    .limit(1);
  return row ? { collectedAt: row.collectedAt.toISOString(), desk: row.desk } : null;
}
