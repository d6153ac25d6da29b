import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { tickets } from '@/db/schema';
import { badRequest } from '@/lib/errors';
import { getCurrentEvent, type EventRow, type TicketRow } from '@/lib/registration/current-event';

/**
 * A race-day course of the current edition (ticket type offline: bibs, kits, check-in and timing are
 * for the runners who come on the day). 400 `raceDay.unknownCourse` for any other ticketSeq.
 */
export async function raceCourse(db: DbOrTx, ticketSeq: number): Promise<{ event: EventRow; ticket: TicketRow }> {
  const event = await getCurrentEvent(db);
  const [ticket] = await db
    .select()
    .from(tickets)
    .where(and(eq(tickets.ticketSeq, ticketSeq), eq(tickets.eventId, event.eventId), eq(tickets.ticketType, 'offline')))
    .limit(1);
  if (!ticket) throw badRequest('raceDay.unknownCourse');
  return { event, ticket };
}
