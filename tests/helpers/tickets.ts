import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import * as schema from '@/db/schema';
import { testDb } from './env';

/** The current edition's row. */
export async function currentEvent() {
  const [ev] = await testDb().select().from(schema.events).where(eq(schema.events.isCurrent, true));
  return ev;
}

/** The seeded ticket with `code` (HALF, 10KM, HEALTH; untact U10KM, U18KM, open for runs now). */
export async function seededTicket(code: 'HALF' | '10KM' | 'HEALTH' | 'U10KM' | 'U18KM') {
  const ev = await currentEvent();
  const [t] = await testDb()
    .select()
    .from(schema.tickets)
    .where(and(eq(schema.tickets.eventId, ev.eventId), eq(schema.tickets.ticketCode, code)));
  return t;
}

/**
 * A fresh offline course of the current edition for one test (so tests never fight over the seeded
 * courses' capacity). Open for sale now unless overridden.
 */
export async function createTicket(over: Partial<typeof schema.tickets.$inferInsert> = {}) {
  const ev = await currentEvent();
  const code = `T${randomBytes(4).toString('hex')}`;
  const [t] = await testDb()
    .insert(schema.tickets)
    .values({
      eventId: ev.eventId,
      ticketCode: code,
      ticketType: 'offline',
      ticketName: `테스트${code}`,
      ticketPrice: 30000,
      displayOrder: 90,
      acceptable: 100,
      distanceKm: '5',
      souvenir: '기념티셔츠',
      choiceOption: '90,95,100,105,110',
      saleOpenTime: new Date(Date.now() - 86_400_000),
      saleCloseTime: new Date(Date.now() + 86_400_000),
      ...over,
    })
    .returning();
  return t;
}
