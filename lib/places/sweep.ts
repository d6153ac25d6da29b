import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { logger } from '@/lib/log/logger';
import { expireInvitation } from '@/lib/waitlist/expire';
import { releaseUnpaid } from './release';

/** Entries or invitations acted on per kind and run; the rest wait for the next run (5 minutes). */
const PER_RUN = 500;

/**
 * The places sweep (places-sweep, every 5 minutes): what the per-entry jobs would have done but no job
 * did — entries given a deadline before deadlines had jobs, a job dropped after 30 days without a
 * worker. Releases every unpaid entry more than a minute past its deadline (releaseUnpaid: once,
 * under the entry's lock, whoever else runs it), ends every waitlist invitation more than a minute
 * past its expiry (the place passes to the next in line), and deletes used bot-check challenges past
 * their expiry. Returns what it did.
 */
export async function sweepPlaces(db: Db): Promise<{ released: number; expired: number; challenges: number }> {
  const overdue = await db.execute<{ joiner_id: number }>(sql`
    SELECT joiner_id FROM joiners
    WHERE payment_status = 'RSVT' AND pay_deadline IS NOT NULL AND pay_deadline < now() - interval '1 minute'
    ORDER BY pay_deadline LIMIT ${PER_RUN}`);
  let released = 0;
  for (const r of overdue.rows) if ((await releaseUnpaid(db, r.joiner_id)) === 'released') released++;

  const lapsed = await db.execute<{ wait_id: number }>(sql`
    SELECT wait_id FROM waitlist
    WHERE state = 'invited' AND invite_expires_at < now() - interval '1 minute'
    ORDER BY invite_expires_at LIMIT ${PER_RUN}`);
  let expired = 0;
  for (const r of lapsed.rows) if (await expireInvitation(db, r.wait_id)) expired++;

  const purged = await db.execute(sql`DELETE FROM pow_used WHERE expires_at < now()`);
  const challenges = purged.rowCount ?? 0;
  if (released || expired) logger.info({ released, expired }, 'places sweep caught up');
  return { released, expired, challenges };
}
