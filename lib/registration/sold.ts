import 'server-only';
import type { DbOrTx } from '@/db/client';
import { cached } from '@/lib/cache/memo';
import { courseState } from './course-status';
import { getCurrentEvent, listTickets } from './current-event';

/** Seconds the live counts may be stale; the home page polls every 10 s (spec §9). */
export const SOLD_TTL_MS = 2_000;

/**
 * GET /api/ticket/sold (spec §7): per offline course of the current edition, ticketName, total and
 * acceptable, plus the sales window and the state the banner shows. Cached for SOLD_TTL_MS.
 */
export async function ticketSold(db: DbOrTx, now = new Date()) {
  const list = await cached('ticket-sold', SOLD_TTL_MS, async () => {
    const ev = await getCurrentEvent(db);
    return listTickets(db, ev.eventId, 'offline');
  });
  return list.map((t) => ({
    ticketSeq: t.ticketSeq,
    ticketCode: t.ticketCode,
    ticketName: t.ticketName,
    total: t.total,
    acceptable: t.acceptable,
    saleOpenTime: t.saleOpenTime?.toISOString() ?? null,
    saleCloseTime: t.saleCloseTime?.toISOString() ?? null,
    state: courseState(t, now),
  }));
}
export type SoldRow = Awaited<ReturnType<typeof ticketSold>>[number];
