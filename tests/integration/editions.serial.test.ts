import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import * as schema from '@/db/schema';
import type { AdminContext } from '@/lib/auth/require-admin';
import { switchCurrentEdition } from '@/lib/editions/switch';
import { adminApi } from '../helpers/admin';
import { testDb } from '../helpers/env';
import { applyOne } from '../helpers/payments';
import { createTicket, currentEvent } from '../helpers/tickets';

/**
 * The next edition (lib/editions/), over HTTP. Alone, after the other files (*.serial.test.ts): it switches
 * the whole site's current edition, and a next edition is refused while any edition has a later round, which
 * other files' made-up past editions may have while they run.
 */

const director: AdminContext = { staffId: 0, userName: 'integration-test', role: 'director', clientIp: '127.0.0.1', via: 'bearer' };

describe('editions', () => {
  it('creates the next edition from the current one, switches to it, and keeps the previous one readable', async () => {
    const current = await currentEvent();
    const t = await createTicket();
    const reg = await applyOne(t.ticketSeq);

    const created = await adminApi('POST', `/api/admin/event/${current.eventCode}/next`);
    expect(created.status).toBe(200);
    expect(created.body.holdRound).toBe(current.holdRound + 1);
    const next = created.body.eventCode as string;
    // Only one edition after a given one.
    expect((await adminApi('POST', `/api/admin/event/${current.eventCode}/next`)).status).toBe(400);

    const [copy] = await testDb().select().from(schema.events).where(eq(schema.events.eventCode, next));
    expect(copy.isCurrent).toBe(false);
    expect(copy.raceDate.getTime() - current.raceDate.getTime()).toBe(52 * 7 * 86_400_000);
    expect(copy.raceDate.getUTCDay()).toBe(current.raceDate.getUTCDay());
    const courses = await testDb().select().from(schema.tickets).where(eq(schema.tickets.eventId, copy.eventId));
    const copied = courses.find((c) => c.ticketCode === t.ticketCode)!;
    expect(copied).toMatchObject({ ticketPrice: t.ticketPrice, acceptable: t.acceptable, total: 0 });
    expect(copied.saleOpenTime!.getUTCFullYear()).toBe(t.saleOpenTime!.getUTCFullYear() + 1);

    // Race day and start times are edited on the new edition alone.
    const dates = await adminApi('PUT', `/api/admin/event/${next}/dates`, {
      raceDay: '2028-01-30',
      assemblyTime: '08:00',
      eventOpen: '2027-10-01T10:00:00+09:00',
      eventClose: '2027-12-31T18:00:00+09:00',
      startTimes: [{ ticketSeq: copied.ticketSeq, startTime: '08:30' }],
    });
    expect(dates.status, JSON.stringify(dates.body)).toBe(200);
    const [edited] = await testDb().select().from(schema.events).where(eq(schema.events.eventCode, next));
    expect(edited.raceDate.toISOString()).toBe('2028-01-29T23:00:00.000Z');
    expect((await currentEvent()).raceDate.getTime()).toBe(current.raceDate.getTime());

    // The switch, inside a transaction rolled back (the other test files share this edition as current).
    await testDb()
      .transaction(async (tx) => {
        const { previous } = await switchCurrentEdition(tx as unknown as Db, next, director);
        expect(previous).toBe(current.eventCode);
        const now = await tx.select().from(schema.events).where(eq(schema.events.isCurrent, true));
        expect(now.map((e) => e.eventCode)).toEqual([next]);
        // The previous edition's registrations are all still there.
        const kept = await tx
          .select()
          .from(schema.joiners)
          .where(and(eq(schema.joiners.eventId, current.eventId), eq(schema.joiners.joinSeq, reg.joinSeq)));
        expect(kept).toHaveLength(1);
        tx.rollback();
      })
      .catch((e: unknown) => {
        if (!(e instanceof Error) || !/rollback/i.test(e.message)) throw e;
      });
    expect((await currentEvent()).eventCode).toBe(current.eventCode);
    expect((await adminApi('PUT', '/api/admin/event/current', { eventCode: 'NOPE99' })).status).toBe(404);

    // Staff lists read any edition by its code: the new one has no registrations yet.
    const inCurrent = await adminApi('GET', `/api/admin/reception/search?joinSeq=${reg.joinSeq}&eventCode=${current.eventCode}`);
    expect(inCurrent.body.applications.map((r: { joinSeq: number }) => r.joinSeq)).toEqual([reg.joinSeq]);
    const inNext = await adminApi('GET', `/api/admin/reception/search?joinSeq=${reg.joinSeq}&eventCode=${next}`);
    expect(inNext.status).toBe(200);
    expect(inNext.body.applications).toEqual([]);
  });
});
