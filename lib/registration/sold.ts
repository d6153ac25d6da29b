import 'server-only';
import type { DbOrTx } from '@/db/client';
import { cached } from '@/lib/cache/memo';
import { courseState } from './course-status';
import { getCurrentEvent, listTickets, publicTicket } from './current-event';

/** Milliseconds the live counts may be stale; the home page polls every 10 s (spec §9). */
export const SOLD_TTL_MS = 2_000;

/**
 * Cache-Control of the live counts: a CDN in front of the site (s-maxage) and the browser keep them
 * 2 s and may serve a stale copy while one request refreshes it, so polling from every open browser
 * reaches the site about once per 2 s per edge. Nothing personal is in them.
 */
export const SOLD_CACHE_CONTROL = 'public, max-age=2, s-maxage=2, stale-while-revalidate=10';

/** Cache-Control of the ticket catalogue (prices, windows, capacities; the counts are refreshed by the browser). */
export const TICKET_INFO_CACHE_CONTROL = 'public, max-age=5, s-maxage=10, stale-while-revalidate=60';

/**
 * GET /api/ticket/sold (spec §7): per offline course of the current edition, ticketName, total and
 * acceptable, plus the English name (both languages in one answer, so a CDN copy serves every
 * visitor), the sales window and the state the banner shows. Cached for SOLD_TTL_MS.
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
 * per-process cache as the live counts (SOLD_TTL_MS; dropped when a course fills, places are given
 * back or staff edit the courses), so a rush of visitors opening the apply page costs no query each.
 */
export async function ticketInfo(db: DbOrTx) {
  return cached('ticket-sold:info', SOLD_TTL_MS, async () => {
    const ev = await getCurrentEvent(db);
    return (await listTickets(db, ev.eventId)).map(publicTicket);
  });
}
