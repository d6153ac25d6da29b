import 'server-only';
import { sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { enqueueAll, jobOf } from '@/lib/jobs/enqueue';
import { smsText } from '@/lib/sms/messages';
import { queueSms, type SmsDraft } from '@/lib/sms/outbox';
import { messageTo } from '@/lib/sms/contact';
import { waitlistExpiryJob } from './jobs';
import { inviteLink } from './link';

type CourseRow = {
  ticket_seq: number;
  ticket_name: string;
  free: number;
  event_name: string;
  invite_minutes: number;
};

/**
 * Offers the free places of courses `ticketSeqs` to their waitlists, inside `tx` (the transaction that
 * freed them: a cancellation, a deadline release, an expired or declined invitation, a capacity raise).
 * For each course, as many runners as there are free places, first in line first, are invited: their
 * entry becomes 'invited' until now + the edition's invitation minutes, the place is held for them
 * (counted in tickets.total, so the public sees the course full, S0003, while the invitation is open,
 * consistently with the capacity check of every accepting transaction), the SMS with their signed
 * link is queued and the job that ends the invitation at its expiry (lib/waitlist/expire.ts). Locks
 * each course row (in ticketSeq order); runners whose entry another transaction holds (leaving the
 * line right now) are passed over. Returns how many were invited. Throws the database's error.
 */
export async function offerFreedPlaces(tx: Tx, ticketSeqs: Iterable<number>): Promise<number> {
  let invited = 0;
  for (const seq of [...new Set(ticketSeqs)].sort((a, b) => a - b)) {
    const course = await lockCourse(tx, seq);
    if (!course || course.free <= 0) continue;
    invited += await inviteNext(tx, course, course.free);
  }
  return invited;
}

/**
 * Invites waitlist entry `waitId` of course `ticketSeq` now, whatever its place in line (staff
 * 'invite'), holding one of the course's free places; false when the course has none free.
 * The caller holds the entry's row lock and has checked it is waiting.
 */
export async function inviteEntry(tx: Tx, ticketSeq: number, waitId: number): Promise<boolean> {
  const course = await lockCourse(tx, ticketSeq);
  if (!course || course.free <= 0) return false;
  return (await inviteNext(tx, course, 1, waitId)) === 1;
}

/** Course `ticketSeq` with its free places and its edition's invitation time, its row locked. */
async function lockCourse(tx: Tx, ticketSeq: number): Promise<CourseRow | undefined> {
  const { rows } = await tx.execute<CourseRow>(sql`
    SELECT t.ticket_seq, t.ticket_name, t.acceptable - t.total AS free, e.event_name, e.invite_minutes
    FROM tickets t JOIN events e ON e.event_id = t.event_id
    WHERE t.ticket_seq = ${ticketSeq}
    FOR UPDATE OF t`);
  return rows[0];
}

/** Invites up to `places` waiting entries of `course` (or exactly entry `onlyWaitId`); returns how many. */
async function inviteNext(tx: Tx, course: CourseRow, places: number, onlyWaitId?: number): Promise<number> {
  // Whole seconds: the signed token carries the expiry in seconds and must name the stored one.
  const expiresAt = new Date(Math.floor(Date.now() / 1000) * 1000 + course.invite_minutes * 60_000);
  const pick =
    onlyWaitId === undefined
      ? sql`SELECT wait_id FROM waitlist WHERE ticket_seq = ${course.ticket_seq} AND state = 'waiting'
            ORDER BY wait_id LIMIT ${places} FOR UPDATE SKIP LOCKED`
      : sql`SELECT wait_id FROM waitlist WHERE wait_id = ${onlyWaitId} AND state = 'waiting'`;
  const { rows } = await tx.execute<{ wait_id: number; cellphone: string; email: string | null; wait_seq: number }>(sql`
    UPDATE waitlist w SET state = 'invited', invited_at = now(), invite_expires_at = ${expiresAt.toISOString()}::timestamptz
    FROM (${pick}) p
    WHERE w.wait_id = p.wait_id
    RETURNING w.wait_id, w.cellphone, w.email, w.wait_seq`);
  if (rows.length === 0) return 0;
  await tx.execute(sql`UPDATE tickets SET total = total + ${rows.length} WHERE ticket_seq = ${course.ticket_seq}`);
  // SMS to a Korean mobile, e-mail to a runner from abroad (lib/sms/contact.ts).
  const drafts: SmsDraft[] = rows.flatMap((r) => {
    const link = inviteLink(r.wait_id, expiresAt);
    const draft = messageTo(
      r,
      { kind: 'invited', body: smsText.invited(course.event_name, course.ticket_name, expiresAt, link) },
      { event: course.event_name, course: course.ticket_name, dueAt: expiresAt, link },
    );
    return draft ? [draft] : [];
  });
  await queueSms(tx, drafts);
  await enqueueAll(
    tx,
    rows.map((r) => jobOf(waitlistExpiryJob, { waitId: r.wait_id }, { startAfter: expiresAt })),
  );
  return rows.length;
}
