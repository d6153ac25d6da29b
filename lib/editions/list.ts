import 'server-only';
import { count, desc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { events, joiners } from '@/db/schema';
import { eventByCode } from '@/lib/events/event-admin';
import { getCurrentEvent, type EventRow } from '@/lib/registration/current-event';

/** One edition as the staff selectors and the editions page list it. */
export interface EditionSummary {
  eventCode: string;
  holdRound: number;
  eventName: string;
  isCurrent: boolean;
  /** Race day's assembly time, ISO. */
  raceDate: string;
  eventOpen: string;
  eventClose: string;
  /** Live registrations (not cancelled). */
  registrations: number;
  personalDataErasedAt: string | null;
}

/** Every edition, newest round first, with its live registrations (the staff lists' edition selector). */
export async function listEditions(db: DbOrTx): Promise<EditionSummary[]> {
  const counts = db
    .select({ eventId: joiners.eventId, n: count().as('n') })
    .from(joiners)
    .where(ne(joiners.paymentStatus, 'CNCL'))
    .groupBy(joiners.eventId)
    .as('counts');
  const rows = await db
    .select({ ev: events, n: counts.n })
    .from(events)
    .leftJoin(counts, eq(counts.eventId, events.eventId))
    .orderBy(desc(events.holdRound));
  return rows.map(({ ev, n }) => ({
    eventCode: ev.eventCode,
    holdRound: ev.holdRound,
    eventName: ev.eventName,
    isCurrent: ev.isCurrent,
    raceDate: ev.raceDate.toISOString(),
    eventOpen: ev.eventOpen.toISOString(),
    eventClose: ev.eventClose.toISOString(),
    registrations: Number(n ?? 0),
    personalDataErasedAt: ev.personalDataErasedAt?.toISOString() ?? null,
  }));
}

/**
 * The edition a staff list shows: `eventCode` when given (a past edition's registrations stay
 * readable), else the current one. 404 S0001 for an unknown code.
 */
export async function editionOrCurrent(db: DbOrTx, eventCode: string | null | undefined): Promise<EventRow> {
  return eventCode ? eventByCode(db, eventCode) : getCurrentEvent(db);
}
