import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { events, tickets } from '@/db/schema';
import { noCurrentEvent } from '@/lib/errors';

export type EventRow = typeof events.$inferSelect;
export type TicketRow = typeof tickets.$inferSelect;

/** The edition the public site registers for (events.isCurrent). Throws A0001 when none is seeded. */
export async function getCurrentEvent(db: DbOrTx): Promise<EventRow> {
  const [ev] = await db.select().from(events).where(eq(events.isCurrent, true)).limit(1);
  if (!ev) throw noCurrentEvent();
  return ev;
}

/** Tickets of an edition in display order; `ticketType` filters ('offline' for the public forms). */
export async function listTickets(db: DbOrTx, eventId: number, ticketType?: TicketRow['ticketType']): Promise<TicketRow[]> {
  const where = ticketType ? and(eq(tickets.eventId, eventId), eq(tickets.ticketType, ticketType)) : eq(tickets.eventId, eventId);
  return db.select().from(tickets).where(where).orderBy(asc(tickets.displayOrder), asc(tickets.ticketSeq));
}

/** The public shape of a ticket (GET /api/join/ticket-info, spec §3). */
export function publicTicket(t: TicketRow) {
  return {
    ticketSeq: t.ticketSeq,
    ticketCode: t.ticketCode,
    ticketType: t.ticketType,
    ticketName: t.ticketName,
    ticketNameEn: t.ticketNameEn, // English mode's name; null = show ticketName (lib/content/localized.ts)
    ticketPrice: t.ticketPrice,
    displayOrder: t.displayOrder,
    acceptable: t.acceptable,
    total: t.total,
    saleOpenTime: t.saleOpenTime?.toISOString() ?? null,
    saleCloseTime: t.saleCloseTime?.toISOString() ?? null,
    souvenir: t.souvenir,
    souvenirEn: t.souvenirEn,
    choiceOption: t.choiceOption,
    distanceKm: Number(t.distanceKm),
    startTime: t.startTime,
    timeLimitMinutes: t.timeLimitMinutes,
    minAge: t.minAge,
    minSchool: t.minSchool,
    disabledPrice: t.disabledPrice,
    schoolGroupPrice: t.schoolGroupPrice,
  };
}
export type PublicTicket = ReturnType<typeof publicTicket>;
