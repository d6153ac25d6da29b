import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '@/db/schema';
import { api, testDb } from '../helpers/env';
import { outboxFor } from '../helpers/payments';
import { joinerBody, randomMobile, randomName, runnerBody } from '../helpers/people';
import { createTicket } from '../helpers/tickets';

// The opening rush's read path and accept path as a visitor sees them: live counts from the worker's
// snapshot (no query per poll) that a filled course refreshes at once, the empty health route, and the
// 'registration received' SMS of concurrent applications written in batches but never dropped.

type SoldRow = { ticketSeq: number; total: number; acceptable: number };

async function soldTotal(ticketSeq: number): Promise<number | undefined> {
  const res = await api('GET', '/api/ticket/sold');
  expect(res.status).toBe(200);
  return (res.body as SoldRow[]).find((r) => r.ticketSeq === ticketSeq)?.total;
}

async function waitFor<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v) || Date.now() > deadline) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
}

function person(ticketSeq: number) {
  const name = randomName();
  const cellphone = randomMobile();
  return { joiner: joinerBody(name, cellphone), runners: [runnerBody(ticketSeq, { runnerName: name, cellphone })] };
}

describe('read path during the opening rush', () => {
  it('GET /api/health answers without touching anything, never cached', async () => {
    const res = await api('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('GET /api/ticket/sold polls the worker snapshot, not the database, and shows a change within about a second', async () => {
    const ticket = await createTicket({ acceptable: 100 });
    // The course appears once the snapshot is next refreshed (it was created behind the cache's back).
    expect(
      await waitFor(
        () => soldTotal(ticket.ticketSeq),
        (t) => t === 0,
      ),
    ).toBe(0);
    const res = await api('GET', '/api/ticket/sold');
    expect(res.headers.get('cache-control')).toMatch(/s-maxage=1\b/);
    expect(res.headers.get('cache-control')).toMatch(/stale-while-revalidate=\d+/);

    // A count changed in the database behind the cache's back: polls right after the snapshot was taken
    // still answer from memory; a slow machine may need a few tries to poll within the snapshot's second.
    let servedFromMemory = false;
    for (let attempt = 0; attempt < 5 && !servedFromMemory; attempt++) {
      await testDb().update(schema.tickets).set({ total: 0 }).where(eq(schema.tickets.ticketSeq, ticket.ticketSeq));
      await waitFor(
        () => soldTotal(ticket.ticketSeq),
        (t) => t === 0,
      );
      const filledAt = Date.now();
      await testDb().update(schema.tickets).set({ total: 7 }).where(eq(schema.tickets.ticketSeq, ticket.ticketSeq));
      const seen = await soldTotal(ticket.ticketSeq);
      if (Date.now() - filledAt < 500) servedFromMemory = seen === 0;
    }
    expect(servedFromMemory).toBe(true);
    // ...and the next refresh (at most a second later, plus the poll that triggers it) shows it.
    expect(
      await waitFor(
        () => soldTotal(ticket.ticketSeq),
        (t) => t === 7,
        5_000,
      ),
    ).toBe(7);
  });

  it('a course whose last place is taken shows full at once, and the next applicant is refused S0003 from memory', async () => {
    const ticket = await createTicket({ acceptable: 1 });
    expect(
      await waitFor(
        () => soldTotal(ticket.ticketSeq),
        (t) => t === 0,
      ),
    ).toBe(0);
    const taken = await api('POST', '/api/applicant/applyFor', person(ticket.ticketSeq));
    expect(taken.status).toBe(200);
    // No waiting for the snapshot's second: taking the last place dropped it.
    expect(await soldTotal(ticket.ticketSeq)).toBe(1);
    const refused = await api('POST', '/api/applicant/applyFor', person(ticket.ticketSeq));
    expect(refused.status).toBe(409);
    expect(refused.body.errorCode).toBe('S0003');
    const [row] = await testDb().select().from(schema.tickets).where(eq(schema.tickets.ticketSeq, ticket.ticketSeq));
    expect(row.total).toBe(1);
  });

  it('stores the registration SMS of every one of many concurrent applications (written together, none lost)', async () => {
    const ticket = await createTicket({ acceptable: 100 });
    const people = Array.from({ length: 25 }, () => person(ticket.ticketSeq));
    const answers = await Promise.all(people.map((p) => api('POST', '/api/applicant/applyFor', p)));
    expect(answers.map((a) => a.status)).toEqual(people.map(() => 200));
    for (const [i, p] of people.entries()) {
      const rows = await outboxFor(p.joiner.cellphone, 'registered');
      expect(rows).toHaveLength(1);
      expect(rows[0].body).toContain(String(answers[i].body.joinSeq));
      expect(rows[0].status).toBe('SENT');
    }
  });

  it("applications, answered by the server entry without Next's router, carry the site's security headers", async () => {
    const refused = await api('POST', '/api/applicant/applyFor', { joiner: {} });
    expect(refused.status).toBe(400);
    expect(refused.body.errorCode).toBe('V0001');
    expect(refused.headers.get('x-content-type-options')).toBe('nosniff');
    expect(refused.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(refused.headers.get('permissions-policy')).toContain('camera=()');
    // An accepted one sets the order cookie (HttpOnly) without showing it to scripts in another header.
    const ticket = await createTicket({ acceptable: 10 });
    const accepted = await api('POST', '/api/applicant/applyFor', person(ticket.ticketSeq));
    expect(accepted.status).toBe(200);
    expect(accepted.headers.getSetCookie().join('\n')).toMatch(/orderId=.*HttpOnly/i);
    expect([...accepted.headers.keys()].filter((k) => k.startsWith('x-middleware'))).toEqual([]);
    expect(accepted.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
