import 'server-only';
import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@/db/client';
import type { Gender } from '@/lib/codes';
import { invitationInvalid } from '@/lib/errors';
import { nameKey } from '@/lib/registration/name-key';
import { readInviteToken } from './token';

/** What the invited runner's form is filled with (GET of /apply/individual?invite=…). */
export interface InvitationView {
  token: string;
  waitSeq: number;
  ticketSeq: number;
  ticketName: string;
  ticketNameEn: string | null;
  runnerName: string;
  birthday: string;
  gender: Gender;
  cellphone: string;
  /** ISO instant the held place is released. */
  expiresAt: string;
}

type InvitedRow = {
  wait_id: number;
  wait_seq: number;
  ticket_seq: number;
  ticket_name: string;
  ticket_name_en: string | null;
  runner_name: string;
  birthday: string;
  gender: Gender;
  cellphone: string;
  invite_expires_at: Date;
};

/**
 * The open invitation `token` names (its signature right, the entry still 'invited' with that very
 * expiry, not yet expired by the database's clock), with what the form shows; null otherwise. The
 * token is the proof: whoever holds the link sees the invited runner's own details, as in the SMS.
 */
export async function openInvitation(db: DbOrTx, token: string): Promise<InvitationView | null> {
  const read = readInviteToken(token);
  if (!read) return null;
  const { rows } = await db.execute<InvitedRow>(sql`
    SELECT w.wait_id, w.wait_seq, w.ticket_seq, t.ticket_name, t.ticket_name_en, w.runner_name, w.birthday, w.gender,
      w.cellphone, w.invite_expires_at
    FROM waitlist w JOIN tickets t ON t.ticket_seq = w.ticket_seq
    WHERE w.wait_id = ${read.waitId} AND w.state = 'invited'
      AND w.invite_expires_at = ${read.expiresAt.toISOString()}::timestamptz AND w.invite_expires_at > now()`);
  const w = rows[0];
  if (!w) return null;
  return {
    token,
    waitSeq: w.wait_seq,
    ticketSeq: w.ticket_seq,
    ticketName: w.ticket_name,
    ticketNameEn: w.ticket_name_en,
    runnerName: w.runner_name,
    birthday: w.birthday,
    gender: w.gender,
    cellphone: w.cellphone,
    expiresAt: new Date(w.invite_expires_at).toISOString(),
  };
}

/**
 * Inside the transaction that registers the invited runner (lib/registration/apply.ts): locks the
 * entry `token` names and checks that its invitation is open (as openInvitation) and that the
 * application is the invited runner's own, an individual registration of one runner on the invited
 * course with the invited name (letter case and spacing aside) and phone. Throws 410 W0003 otherwise.
 * Returns the entry's id, for markRegistered.
 */
export async function lockInvitation(
  tx: Tx,
  token: string,
  runners: ReadonlyArray<{ ticketSeq: number; runnerName: string; cellphone: string }>,
): Promise<number> {
  const read = readInviteToken(token);
  if (!read || runners.length !== 1) throw invitationInvalid();
  const { rows } = await tx.execute<{ ticket_seq: number; runner_name: string; cellphone: string; open: boolean }>(sql`
    SELECT ticket_seq, runner_name, cellphone,
      state = 'invited' AND invite_expires_at = ${read.expiresAt.toISOString()}::timestamptz AND invite_expires_at > now() AS open
    FROM waitlist WHERE wait_id = ${read.waitId} FOR UPDATE`);
  const w = rows[0];
  const r = runners[0];
  if (!w?.open || w.ticket_seq !== r.ticketSeq || nameKey(w.runner_name) !== nameKey(r.runnerName) || w.cellphone !== r.cellphone)
    throw invitationInvalid();
  return read.waitId;
}

/** The invited runner registered as `joinerId`: the held place is now theirs, the entry leaves the line. */
export async function markRegistered(tx: Tx, waitId: number, joinerId: number): Promise<void> {
  await tx.execute(sql`
    UPDATE waitlist SET state = 'registered', ended_at = now(), end_reason = 'registered', joiner_id = ${joinerId}
    WHERE wait_id = ${waitId}`);
}
