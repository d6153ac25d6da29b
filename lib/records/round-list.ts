import 'server-only';
import { max, lte } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { events } from '@/db/schema';
import { allEditions, CURRENT_ROUND } from './editions';

/**
 * The rounds the record pages offer, newest first with their years: the race's history (rounds 1 to
 * 24) and every later edition staff created (lib/editions) whose race day has passed at `now`, so a new
 * edition's results are found as soon as it has run; with `upcoming`, its editions still ahead too
 * (the results import, which staff prepare before race day).
 */
export async function recordRounds(db: DbOrTx, opts: { upcoming?: boolean; now?: Date } = {}) {
  const q = db.select({ last: max(events.holdRound) }).from(events);
  const [{ last }] = opts.upcoming ? await q : await q.where(lte(events.raceDate, opts.now ?? new Date()));
  return allEditions(Math.max(CURRENT_ROUND, last ?? 0));
}
