import 'server-only';
import type { DbOrTx } from '@/db/client';
import { cached } from '@/lib/cache/memo';
import { courseState } from './course-status';
import { getCurrentEvent, listTickets, publicTicket } from './current-event';

/**
 * Milliseconds the per-process snapshot of the live counts is fresh (refreshed at most twice a second
 * per worker, whatever the polling); the home page polls every 10 s (spec §9). Half a second, so that
 * with nginx's one-second copy in front an application shows in the counts within 2 s.
 */
export const SOLD_TTL_MS = 500;

/**
 * Milliseconds more that an expired snapshot is still served while one query refreshes it: during the
 * rush that query waits for a connection behind the applications, and the counts must not wait with
 * it. An invalidated snapshot (course filled, places given back, staff edits) is never served.
 */
export const SOLD_STALE_MS = 5_000;

/**
 * Cache-Control of the live counts: a CDN in front of the site (s-maxage) and the browser keep them
 * 1 s and may serve a stale copy for 5 s more while one request refreshes it, so polling from every
 * open browser reaches the site about once a second per edge. Nothing personal is in them.
 */
export const SOLD_CACHE_CONTROL = 'public, max-age=1, s-maxage=1, stale-while-revalidate=5';

/** Cache-Control of the ticket catalogue (prices, windows, capacities; the counts are refreshed by the browser). */
export const TICKET_INFO_CACHE_CONTROL = 'public, max-age=5, s-maxage=10, stale-while-revalidate=60';

/**
 * GET /api/ticket/sold (spec §7): per offline course of the current edition, ticketName, total and
 * acceptable, plus the English name (both languages in one answer, so a CDN copy serves every
 * visitor), the sales window and the state the banner shows. Cached for SOLD_TTL_MS (+ SOLD_STALE_MS
 * while refreshing): no query per request.
 */
export async function ticketSold(db: DbOrTx, now = new Date()) {
  const list = await cached(
    'ticket-sold',
    SOLD_TTL_MS,
    async () => {
      const ev = await getCurrentEvent(db);
      return listTickets(db, ev.eventId, 'offline');
    },
    SOLD_STALE_MS,
  );
  return list.map((t) => ({
    ticketSeq: t.ticketSeq,
    ticketCode: t.ticketCode,
    ticketName: t.ticketName,
    ticketNameEn: t.ticketNameEn,
    total: t.total,
    acceptable: t.acceptable,
    saleOpenTime: t.saleOpenTime?.toISOString() ?? null,
    saleCloseTime: t.saleCloseTime?.toISOString() ?? null,
    state: courseState(t, now),
  }));
}
export type SoldRow = Awaited<ReturnType<typeof ticketSold>>[number];

/**
 * GET /api/join/ticket-info (spec §7): every ticket of the current edition, read through the same
 * per-process cache as the live counts (SOLD_TTL_MS + SOLD_STALE_MS; dropped when a course fills, places are given
 * back or staff edit the courses), so a rush of visitors opening the apply page costs no query each.
 */
export async function ticketInfo(db: DbOrTx) {
  return cached(
    'ticket-sold:info',
    SOLD_TTL_MS,
    async () => {
      const ev = await getCurrentEvent(db);
      return (await listTickets(db, ev.eventId)).map(publicTicket);
    },
    SOLD_STALE_MS,
  );
}
