import 'server-only';
import { randomInt } from 'node:crypto';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { tickets, waitlist } from '@/db/schema';
import { PUBLIC_TICKET_TYPES } from '@/lib/codes';
import { alreadyApplied, alreadyWaiting, badRequest, phoneRegistrationLimit, placesStillFree } from '@/lib/errors';
import { phoneLimits } from '@/lib/places/limits';
import { requireSolvedChallenge } from '@/lib/pow/challenge';
import { courseState, periodNotice } from '@/lib/registration/course-status';
import { getCurrentEvent } from '@/lib/registration/current-event';
import { isAlreadyApplied } from '@/lib/registration/duplicate';
import { eligibilityProblem } from '@/lib/registration/eligibility';
import { nameKeyParam, nameKeySql } from '@/lib/registration/name-key-sql';
import { smsText } from '@/lib/sms/messages';
import { queueSms } from '@/lib/sms/outbox';
import { messageTo } from '@/lib/sms/contact';
import { isInternational } from '@/lib/validation/international-phone';
import { V } from '@/lib/validation/messages';
import type { WaitlistJoinInput } from '@/lib/validation/waitlist';
import { positionOf } from './position';

/** Tries of a random waitlist number before giving up (one in 900,000 is taken per entry). */
const WAIT_SEQ_TRIES = 10;

/**
 * POST /api/waitlist {ticketSeq, runnerName, birthday, gender, cellphone, email}: puts one runner in line for
 * a sold-out course of the current edition and answers their waitlist number and place in line. The
 * rules of an application apply (the course is an offline or untact course on sale, the age rules of
 * spec §9, the runner not already registered: S0004), plus: the course must be full (409 W0001 while
 * it has free places: apply instead), the runner may wait in one line at a time (409 W0002), and one
 * phone may keep as many live entries as it may make registrations (429 L0001). Counted and decided
 * under the locks of the phone and the course, so a place freed at the same moment is offered to the
 * line, this runner included. Queues the 'waitlisted' SMS with the number (an e-mail to a runner
 * from abroad, whose phone is E.164 and whose e-mail address the schema requires). While staff switch the bot
 * check on, a solved, unused proof of work is required first (400 C0001). Refusals store nothing.
 */
export async function joinWaitlist(db: Db, input: WaitlistJoinInput, now = new Date()): Promise<{ waitSeq: number; position: number }> {
  const event = await getCurrentEvent(db);
  if (event.powChallenge) await requireSolvedChallenge(db, input.altcha);
  const [t] = await db
    .select()
    .from(tickets)
    .where(and(eq(tickets.ticketSeq, input.ticketSeq), eq(tickets.eventId, event.eventId)));
  if (!t || !PUBLIC_TICKET_TYPES.includes(t.ticketType)) throw badRequest(V.course);
  const state = courseState(t, now);
  if (state === 'before') {
    const notice = periodNotice([t], now);
    if (notice.kind === 'before') throw badRequest('errors.periodBefore', { from: notice.from, to: notice.to });
  }
  if (state === 'closed') throw badRequest('errors.periodClosed');
  if (state === 'open') throw placesStillFree();
  const problem = eligibilityProblem(t, input.birthday, event.raceDate);
  if (problem) throw badRequest(problem === 'ageHalf' ? V.ageHalf : V.ageMini);
  if (await isAlreadyApplied(db, input.runnerName, input.cellphone, input.birthday)) throw alreadyApplied([input.runnerName]);

  const limit = phoneLimits().registrationsPerPhone;
  const joined = await db.transaction(async (tx) => {
    // The phone, then the course: the order every accepting transaction locks them in.
    await lockPhoneEntries(tx, event.eventId, input.cellphone, limit);
    const { rows } = await tx.execute<{ free: number }>(
      sql`SELECT acceptable - total AS free FROM tickets WHERE ticket_seq = ${t.ticketSeq} FOR UPDATE`,
    );
    if ((rows[0]?.free ?? 0) > 0) throw placesStillFree();
    const entry = await insertEntry(tx, { ...input, eventId: event.eventId });
    const position = await positionOf(tx, entry.waitId, t.ticketSeq);
    // SMS to a Korean mobile, e-mail to a runner from abroad (lib/sms/contact.ts).
    const draft = messageTo(
      input,
      { kind: 'waitlisted', body: smsText.waitlisted(event.eventName, t.ticketName, entry.waitSeq, position) },
      { event: event.eventName, course: t.ticketName, waitSeq: entry.waitSeq, position },
    );
    if (draft) await queueSms(tx, [draft]);
    return { waitSeq: entry.waitSeq, position };
  });
  return joined;
}

/**
 * Locks applicant phone `cellphone` (the lock of the registration count) and refuses 429 L0001 once it
 * keeps `limit` live (waiting or invited) entries in the edition's lines; nothing when `limit` is null.
 */
async function lockPhoneEntries(tx: Tx, eventId: number, cellphone: string, limit: number | null): Promise<void> {
  if (limit === null) return;
  // The lock of the phone's registration count (lib/places/limits.ts): one order of locks for both.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(1249, hashtext(${cellphone}::text))`);
  const [{ n }] = await tx
    .select({ n: count() })
    .from(waitlist)
    .where(and(eq(waitlist.eventId, eventId), eq(waitlist.cellphone, cellphone), inArray(waitlist.state, ['waiting', 'invited'])));
  if (n >= limit) throw phoneRegistrationLimit(limit);
}

/** Inserts the entry under a random unused 6-digit waitSeq; 409 W0002 when the runner already waits. */
async function insertEntry(
  tx: Tx,
  v: Omit<WaitlistJoinInput, 'altcha'> & { eventId: number },
): Promise<{ waitId: number; waitSeq: number }> {
  for (let i = 0; i < WAIT_SEQ_TRIES; i++) {
    const waitSeq = randomInt(100_000, 1_000_000);
    const [row] = await tx
      .insert(waitlist)
      .values({
        eventId: v.eventId,
        waitSeq,
        ticketSeq: v.ticketSeq,
        runnerName: v.runnerName,
        birthday: v.birthday,
        gender: v.gender,
        cellphone: v.cellphone,
        // The contact of a runner from abroad: their waitlist messages go there.
        email: isInternational(v.cellphone) ? (v.email ?? null) : null,
      })
      .onConflictDoNothing()
      .returning({ waitId: waitlist.waitId, waitSeq: waitlist.waitSeq });
    if (row) return row;
    // Refused: either the number is taken (try another) or the runner already waits.
    const { rows } = await tx.execute(sql`
      SELECT 1 FROM waitlist WHERE event_id = ${v.eventId} AND state IN ('waiting', 'invited') AND cellphone = ${v.cellphone}
        AND birthday = ${v.birthday} AND ${nameKeySql(waitlist.runnerName)} = ${nameKeyParam(v.runnerName)}`);
    if (rows.length) throw alreadyWaiting();
  }
  throw alreadyWaiting();
}
