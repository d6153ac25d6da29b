import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { tickets } from '@/db/schema';
import { invalidate } from '@/lib/cache/memo';
import { soldOut } from '@/lib/errors';
import { offerFreedPlaces } from '@/lib/waitlist/offer';
import type { TicketRow } from './current-event';

/**
 * Places of a course (spec §3 ticket acceptable/total, §4 'sold out when acceptable <= total';
 * ARCHITECTURE.md data rules): taken and given back only by conditional UPDATEs inside the
 * accepting transaction, never from a cached count.
 */

/** Cache key of the edition and its tickets as applyFor reads them; dropped when places are given back. */
export const CATALOGUE_CACHE = 'apply-catalogue';

/** Number of places wanted per ticketSeq. */
export function countByTicket(list: Array<{ ticketSeq: number }>): Map<number, number> {
  const m = new Map<number, number>();
  for (const r of list) m.set(r.ticketSeq, (m.get(r.ticketSeq) ?? 0) + 1);
  return m;
}

/**
 * Takes `n` places of each ticket atomically, in ticketSeq order; throws S0003 naming every course
 * without room (the caller's transaction then rolls back). Negative n gives places back, and the places
 * given back are offered at once to the course's waitlist (lib/waitlist/offer.ts): while runners wait,
 * a freed place is held for the first of them, never open to the public in between.
 */
export async function takePlaces(tx: Tx, wanted: Map<number, number>, bySeq: Map<number, Pick<TicketRow, 'ticketName'>>): Promise<void> {
  const full: string[] = [];
  for (const seq of [...wanted.keys()].sort((a, b) => a - b)) {
    const n = wanted.get(seq)!;
    if (n === 0) continue;
    const updated = await tx
      .update(tickets)
      .set({ total: sql`${tickets.total} + ${n}` })
      .where(and(eq(tickets.ticketSeq, seq), sql`${tickets.total} + ${n} <= ${tickets.acceptable}`, sql`${tickets.total} + ${n} >= 0`))
      .returning({ ticketSeq: tickets.ticketSeq });
    if (updated.length === 0) full.push(bySeq.get(seq)?.ticketName ?? String(seq));
  }
  if (full.length) throw soldOut(full);
  const freed = [...wanted].filter(([, n]) => n < 0).map(([seq]) => seq);
  if (freed.length) await offerFreedPlaces(tx, freed);
  // Places given back: the early S0003 answer must not keep refusing them from a stale total.
  if (freed.length) {
    invalidate(CATALOGUE_CACHE);
    invalidate('ticket-sold');
  }
}
