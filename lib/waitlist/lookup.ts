import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import type { WaitState } from '@/lib/codes';
import { invitationInvalid, lookupFailed, waitStateConflict } from '@/lib/errors';
import { placesGivenBack } from '@/lib/places/invalidate';
import { getCurrentEvent } from '@/lib/registration/current-event';
import { hashKey } from '@/lib/security/hash-key';
import { withAttempt, type LimitSpec } from '@/lib/security/rate-limit';
import type { WaitlistLeaveInput, WaitlistProof } from '@/lib/validation/waitlist';
import { endInvitation } from './expire';
import { invitePath } from './link';
import { positionOf } from './position';
import { readInviteToken } from './token';

/** A 6-digit number guessed with a known name and phone: 10 misses an hour per (name, phone). */
export const WAITLIST_LOOKUP_LIMIT: LimitSpec = { name: 'waitlist-lookup-fail', points: 10, durationSec: 3600 };

/** What POST /api/waitlist/search answers. */
export interface WaitView {
  waitSeq: number;
  ticketSeq: number;
  ticketName: string;
  ticketNameEn: string | null;
  state: WaitState;
  /** Place in line while waiting (1 = next); null otherwise. */
  position: number | null;
  /** ISO instant the invitation ends, while invited; null otherwise. */
  inviteExpiresAt: string | null;
  /** The registration link (a path of this site) while invited; null otherwise. */
  invitePath: string | null;
}

type EntryRow = {
  wait_id: number;
  wait_seq: number;
  ticket_seq: number;
  ticket_name: string;
  ticket_name_en: string | null;
  state: WaitState;
  invite_expires_at: Date | null;
};

/** The entry of the current edition the proof names (waitlist number, name, phone), locked when `lock`. */
async function entryByProof(db: DbOrTx, proof: WaitlistProof, lock: boolean): Promise<EntryRow | undefined> {
  const event = await getCurrentEvent(db);
  const { rows } = await db.execute<EntryRow>(sql`
    SELECT w.wait_id, w.wait_seq, w.ticket_seq, t.ticket_name, t.ticket_name_en, w.state, w.invite_expires_at
    FROM waitlist w JOIN tickets t ON t.ticket_seq = w.ticket_seq
    WHERE w.event_id = ${event.eventId} AND w.wait_seq = ${proof.waitSeq} AND w.runner_name = ${proof.runnerName}
      AND w.cellphone = ${proof.cellphone}
    ${lock ? sql`FOR UPDATE OF w` : sql``}`);
  return rows[0];
}

/**
 * POST /api/waitlist/search {waitSeq, runnerName, cellphone}: the entry's state ('waiting', 'invited',
 * 'expired', 'registered', 'left'), its place in line while waiting, and, while invited, when the
 * invitation ends and its registration link (a message lost or not sent still leaves the runner a
 * way in). Each miss takes a point of WAITLIST_LOOKUP_LIMIT per (name, phone): past 10 an hour the
 * answer is 429 whatever the input. A miss is 404 S0001 with a message that does not say which part
 * was wrong.
 */
export async function searchWait(db: Db, proof: WaitlistProof): Promise<WaitView> {
  return withAttempt(WAITLIST_LOOKUP_LIMIT, hashKey('waitlist', proof.runnerName, proof.cellphone), async () => {
    const w = await entryByProof(db, proof, false);
    if (!w) throw lookupFailed('waitlist');
    const invited = w.state === 'invited' && w.invite_expires_at;
    return {
      waitSeq: w.wait_seq,
      ticketSeq: w.ticket_seq,
      ticketName: w.ticket_name,
      ticketNameEn: w.ticket_name_en,
      state: w.state,
      position: w.state === 'waiting' ? await positionOf(db, w.wait_id, w.ticket_seq) : null,
      inviteExpiresAt: invited ? new Date(w.invite_expires_at!).toISOString() : null,
      invitePath: invited ? invitePath(w.wait_id, new Date(w.invite_expires_at!)) : null,
    };
  });
}

/**
 * POST /api/waitlist/leave, with the entry's proof (as search) or its invitation's token: the runner
 * leaves the line ('left', reason 'declined'); a declined invitation's held place passes at once to the
 * next in line (or back to the public). 404 S0001 for a proof naming nothing (counted as search
 * counts), 410 W0003 for a token that names no open invitation, 409 W0005 for an entry no longer in
 * line (registered, expired, left). Returns the entry's new view.
 */
export async function leaveWait(db: Db, input: WaitlistLeaveInput): Promise<{ waitSeq: number; state: WaitState }> {
  const done = await db.transaction(async (tx) => {
    let entry: { waitId: number; waitSeq: number; ticketSeq: number; state: WaitState } | undefined;
    if ('inviteToken' in input) {
      const read = readInviteToken(input.inviteToken);
      if (!read) throw invitationInvalid();
      const { rows } = await tx.execute<{ wait_seq: number; ticket_seq: number; state: WaitState; same: boolean }>(sql`
        SELECT wait_seq, ticket_seq, state, invite_expires_at = ${read.expiresAt.toISOString()}::timestamptz AS same
        FROM waitlist WHERE wait_id = ${read.waitId} FOR UPDATE`);
      const w = rows[0];
      if (!w || w.state !== 'invited' || !w.same) throw invitationInvalid();
      entry = { waitId: read.waitId, waitSeq: w.wait_seq, ticketSeq: w.ticket_seq, state: w.state };
    } else {
      const proof = input;
      const w = await withAttempt(WAITLIST_LOOKUP_LIMIT, hashKey('waitlist', proof.runnerName, proof.cellphone), async () => {
        const found = await entryByProof(tx, proof, true);
        if (!found) throw lookupFailed('waitlist');
        return found;
      });
      entry = { waitId: w.wait_id, waitSeq: w.wait_seq, ticketSeq: w.ticket_seq, state: w.state };
    }
    if (entry.state === 'invited') {
      await endInvitation(tx, entry, 'left', 'declined');
      return { waitSeq: entry.waitSeq, state: 'left' as const, freed: true };
    }
    if (entry.state !== 'waiting') throw waitStateConflict();
    await tx.execute(sql`UPDATE waitlist SET state = 'left', ended_at = now(), end_reason = 'declined' WHERE wait_id = ${entry.waitId}`);
    return { waitSeq: entry.waitSeq, state: 'left' as const, freed: false };
  });
  if (done.freed) placesGivenBack();
  return { waitSeq: done.waitSeq, state: done.state };
}
