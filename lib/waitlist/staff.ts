import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '@/db/client';
import type { WaitState } from '@/lib/codes';
import { writeAudit } from '@/lib/audit/write';
import type { AdminContext } from '@/lib/auth/require-admin';
import { badRequest, noFreePlace, notFound, waitStateConflict } from '@/lib/errors';
import { placesGivenBack } from '@/lib/places/invalidate';
import { maskName, maskPhone } from '@/lib/privacy/mask';
import { getCurrentEvent } from '@/lib/registration/current-event';
import { V } from '@/lib/validation/messages';
import { endInvitation } from './expire';
import { inviteEntry } from './offer';

/** A row of the staff waitlist (names and phones masked). */
export interface StaffWaitRow {
  waitSeq: number;
  /** Place in line while waiting (1 = next); null otherwise. */
  position: number | null;
  runnerName: string;
  cellphone: string;
  gender: string;
  birthYear: string;
  state: WaitState;
  createdAt: string;
  invitedAt: string | null;
  inviteExpiresAt: string | null;
  endedAt: string | null;
  endReason: string | null;
  joinSeq: number | null;
}

/** The course's line as the staff page shows it, with its places. */
export interface StaffWaitlist {
  ticketSeq: number;
  ticketName: string;
  acceptable: number;
  total: number;
  /** Places held by open invitations (counted in total). */
  held: number;
  waiting: number;
  entries: StaffWaitRow[];
}

/**
 * GET /api/admin/waitlist?ticketSeq= (staff, /user/reception/waitlist): course `ticketSeq` of the
 * current edition with its capacity, places taken and held, and every entry of its line in arrival
 * order with its state, place in line, invitation times and the registration it became; names and
 * phones masked. Audited as 'search'. 400 for a course of another edition.
 */
export async function listWaitlist(db: DbOrTx, ticketSeq: number, staff: AdminContext): Promise<StaffWaitlist> {
  const event = await getCurrentEvent(db);
  const { rows: courses } = await db.execute<{ ticket_name: string; acceptable: number; total: number }>(sql`
    SELECT ticket_name, acceptable, total FROM tickets WHERE ticket_seq = ${ticketSeq} AND event_id = ${event.eventId}`);
  const course = courses[0];
  if (!course) throw badRequest(V.course);
  const { rows } = await db.execute<{
    wait_seq: number;
    runner_name: string;
    cellphone: string;
    gender: string;
    birthday: string;
    state: WaitState;
    created_at: Date;
    invited_at: Date | null;
    invite_expires_at: Date | null;
    ended_at: Date | null;
    end_reason: string | null;
    join_seq: number | null;
    position: number | null;
  }>(sql`
    SELECT w.wait_seq, w.runner_name, w.cellphone, w.gender, w.birthday, w.state, w.created_at, w.invited_at,
      w.invite_expires_at, w.ended_at, w.end_reason, j.join_seq,
      CASE WHEN w.state = 'waiting' THEN row_number() OVER (PARTITION BY w.state = 'waiting' ORDER BY w.wait_id) END AS position
    FROM waitlist w LEFT JOIN joiners j ON j.joiner_id = w.joiner_id
    WHERE w.ticket_seq = ${ticketSeq}
    ORDER BY w.wait_id`);
  const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
  const entries = rows.map((r) => ({
    waitSeq: r.wait_seq,
    position: r.position === null ? null : Number(r.position),
    runnerName: maskName(r.runner_name),
    cellphone: maskPhone(r.cellphone),
    gender: r.gender,
    birthYear: r.birthday.slice(0, 4),
    state: r.state,
    createdAt: iso(r.created_at)!,
    invitedAt: iso(r.invited_at),
    inviteExpiresAt: iso(r.invite_expires_at),
    endedAt: iso(r.ended_at),
    endReason: r.end_reason,
    joinSeq: r.join_seq,
  }));
  await writeAudit(db, {
    staffId: staff.staffId,
    staffUserName: staff.userName,
    clientIp: staff.clientIp,
    action: 'search',
    detail: { list: 'waitlist', ticketSeq, resultCount: entries.length },
  });
  return {
    ticketSeq,
    ticketName: course.ticket_name,
    acceptable: course.acceptable,
    total: course.total,
    held: entries.filter((e) => e.state === 'invited').length,
    waiting: entries.filter((e) => e.state === 'waiting').length,
    entries,
  };
}

/** What a staff action on one entry does. */
export type WaitAction = 'invite' | 'skip' | 'remove';

/**
 * POST /api/admin/waitlist/{waitSeq}/{invite|skip|remove} (staff): on entry `waitSeq` of the current
 * edition, under its row lock:
 * - invite: a waiting entry is invited now, whatever its place in line, holding one of the course's
 *   free places (409 W0004 when there is none: raise the capacity first, which invites the first in
 *   line by itself);
 * - skip: an open invitation ends now (expired, 'skipped by staff') and its place passes to the next;
 * - remove: a waiting or invited entry leaves the line ('removed by staff'); an open invitation's
 *   place passes on.
 * 409 W0005 when the entry's state does not allow the action; 404 S0001 for an unknown number.
 * Audited as 'waitlist-<action>'. Returns the entry's state after it.
 */
export async function actOnWait(
  db: Db,
  waitSeq: number,
  action: WaitAction,
  staff: AdminContext,
): Promise<{ waitSeq: number; state: WaitState }> {
  const event = await getCurrentEvent(db);
  const result = await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ wait_id: number; ticket_seq: number; state: WaitState }>(sql`
      SELECT wait_id, ticket_seq, state FROM waitlist WHERE event_id = ${event.eventId} AND wait_seq = ${waitSeq} FOR UPDATE`);
    const w = rows[0];
    if (!w) throw notFound('places.waitlist.notFound');
    const entry = { waitId: w.wait_id, ticketSeq: w.ticket_seq };
    let state: WaitState;
    if (action === 'invite') {
      if (w.state !== 'waiting') throw waitStateConflict();
      if (!(await inviteEntry(tx, w.ticket_seq, w.wait_id))) throw noFreePlace();
      state = 'invited';
    } else if (action === 'skip') {
      if (w.state !== 'invited') throw waitStateConflict();
      await endInvitation(tx, entry, 'expired', 'skipped by staff');
      state = 'expired';
    } else {
      state = await removeEntry(tx, entry, w.state);
    }
    await writeAudit(tx, {
      staffId: staff.staffId,
      staffUserName: staff.userName,
      clientIp: staff.clientIp,
      action: `waitlist-${action}`,
      detail: { waitSeq, ticketSeq: w.ticket_seq, from: w.state, to: state },
    });
    return { waitSeq, state, freed: w.state === 'invited' };
  });
  if (result.freed) placesGivenBack();
  return { waitSeq: result.waitSeq, state: result.state };
}

/** Takes a waiting or invited entry out of the line (staff 'remove'). */
async function removeEntry(tx: Tx, entry: { waitId: number; ticketSeq: number }, state: WaitState): Promise<WaitState> {
  if (state === 'invited') {
    await endInvitation(tx, entry, 'left', 'removed by staff');
    return 'left';
  }
  if (state !== 'waiting') throw waitStateConflict();
  await tx.execute(
    sql`UPDATE waitlist SET state = 'left', ended_at = now(), end_reason = 'removed by staff' WHERE wait_id = ${entry.waitId}`,
  );
  return 'left';
}

/**
 * Runners waiting and invited per course of edition `eventId`, for the statistics page (names of the
 * courses as they are sold).
 */
export async function waitlistCounts(db: DbOrTx, eventId: number) {
  const { rows } = await db.execute<{ ticket_seq: number; ticket_name: string; waiting: number; invited: number }>(sql`
    SELECT t.ticket_seq, t.ticket_name,
      count(*) FILTER (WHERE w.state = 'waiting')::int AS waiting,
      count(*) FILTER (WHERE w.state = 'invited')::int AS invited
    FROM tickets t LEFT JOIN waitlist w ON w.ticket_seq = t.ticket_seq
    WHERE t.event_id = ${eventId}
    GROUP BY t.ticket_seq, t.ticket_name, t.display_order
    ORDER BY t.display_order, t.ticket_seq`);
  return rows.map((r) => ({ ticketSeq: r.ticket_seq, ticketName: r.ticket_name, waiting: r.waiting, invited: r.invited }));
}
