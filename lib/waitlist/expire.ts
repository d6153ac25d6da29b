import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import type { WaitState } from '@/lib/codes';
import { logger } from '@/lib/log/logger';
import { placesGivenBack } from '@/lib/places/invalidate';
import { offerFreedPlaces } from './offer';

/**
 * Ends an open invitation inside `tx` (the caller holds the entry's row lock and checked it is
 * 'invited'): the entry becomes `state` ('expired' when it ran out or staff skipped it, 'left' when
 * the runner declined or staff removed it) with `reason`, and the place held for it goes back to the
 * course and is offered at once to the next in line (offerFreedPlaces), so it stays held when someone
 * waits and is the public's again otherwise. Throws the database's error.
 */
export async function endInvitation(
  tx: Tx,
  entry: { waitId: number; ticketSeq: number },
  state: Extract<WaitState, 'expired' | 'left'>,
  reason: string,
) {
  await tx.execute(sql`
    UPDATE waitlist SET state = ${state}, ended_at = now(), end_reason = ${reason} WHERE wait_id = ${entry.waitId}`);
  await tx.execute(sql`UPDATE tickets SET total = total - 1 WHERE ticket_seq = ${entry.ticketSeq}`);
  await offerFreedPlaces(tx, [entry.ticketSeq]);
}

/**
 * The expiry of waitlist entry `waitId`'s invitation (waitlist-invite-expiry job, and the places
 * sweep): under the entry's row lock, only while it is still 'invited' and its expiry has passed by
 * the database's clock, ends it as 'expired' and passes the held place on (endInvitation). Returns
 * whether it did; safe to run any number of times from any number of processes.
 */
export async function expireInvitation(db: Db, waitId: number): Promise<boolean> {
  const done = await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ ticket_seq: number; state: WaitState; due: boolean }>(sql`
      SELECT ticket_seq, state, invite_expires_at <= now() AS due FROM waitlist WHERE wait_id = ${waitId} FOR UPDATE`);
    const w = rows[0];
    if (!w || w.state !== 'invited' || !w.due) return false;
    await endInvitation(tx, { waitId, ticketSeq: w.ticket_seq }, 'expired', 'expired');
    return true;
  });
  if (done) {
    placesGivenBack();
    logger.info({ waitId }, 'waitlist invitation expired; place passed on');
  }
  return done;
}
