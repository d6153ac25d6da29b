import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '@/db/schema';
import { freshClientIp } from '../helpers/admin';
import { api, testDb } from '../helpers/env';
import { eventually } from '../helpers/job-workers';
import { randomMobile, randomName } from '../helpers/people';
import { applyRunner } from '../helpers/places';
import { createTicket } from '../helpers/tickets';

// Limits that stop squatting (the server runs with the defaults: 10 registrations per applicant phone
// and edition, 5 visitor-triggered messages per phone and KST day): a script repeating applications
// with one phone gets no more places, and nobody floods a phone through the forms. Refusals store and
// send nothing.

const joinersOf = (cellphone: string) => testDb().select().from(schema.joiners).where(eq(schema.joiners.cellphone, cellphone));
const outboxOf = (cellphone: string) => testDb().select().from(schema.smsOutbox).where(eq(schema.smsOutbox.recipient, cellphone));

describe('registrations per applicant phone', () => {
  it('accepts 10 applications naming one phone and refuses the 11th with 429 L0001, storing and sending nothing', async () => {
    const t = await createTicket();
    const phone = randomMobile();
    for (let i = 0; i < 10; i++) expect((await applyRunner(t.ticketSeq, { cellphone: phone })).res.status).toBe(200);
    const refused = await applyRunner(t.ticketSeq, { cellphone: phone });
    expect(refused.res.status).toBe(429);
    expect(refused.res.body.errorCode).toBe('L0001');
    expect(refused.res.body.errorMessage).toContain('10건');
    expect(await joinersOf(phone)).toHaveLength(10);
    expect((await outboxOf(phone)).filter((m) => m.kind === 'registered')).toHaveLength(10);
    const [course] = await testDb().select().from(schema.tickets).where(eq(schema.tickets.ticketSeq, t.ticketSeq));
    expect(course.total).toBe(10);
  });

  it('counts a burst of parallel applications exactly (the phone is locked while counting)', async () => {
    const [a, b] = [await createTicket(), await createTicket()];
    const phone = randomMobile();
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) => applyRunner(i % 2 ? a.ticketSeq : b.ticketSeq, { cellphone: phone })),
    );
    const statuses = answers.map((x) => x.res.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(14);
    expect(await joinersOf(phone)).toHaveLength(10);
  });

  it('also limits the live waitlist entries of one phone', async () => {
    const t = await createTicket({ acceptable: 0 });
    const phone = randomMobile();
    const join = () =>
      api('POST', '/api/waitlist', {
        ticketSeq: t.ticketSeq,
        runnerName: randomName(),
        birthday: '19900101',
        gender: 'M',
        cellphone: phone,
      });
    for (let i = 0; i < 10; i++) expect((await join()).status).toBe(200);
    const refused = await join();
    expect(refused.status).toBe(429);
    expect(refused.body.errorCode).toBe('L0001');
    expect(await testDb().select().from(schema.waitlist).where(eq(schema.waitlist.cellphone, phone))).toHaveLength(10);
  });
});

describe('messages per phone per day', () => {
  it('sends a phone 5 visitor-triggered messages a day; the rest are stored as "not sent: limit"', async () => {
    const t = await createTicket();
    const phone = randomMobile();
    for (let i = 0; i < 8; i++) expect((await applyRunner(t.ticketSeq, { cellphone: phone })).res.status).toBe(200);
    const settled = await eventually(
      'every message decided',
      async () => {
        const rows = await outboxOf(phone);
        return rows.length === 8 && rows.every((r) => r.status === 'SENT' || r.status === 'LIMITED') ? rows : null;
      },
      20_000,
    );
    expect(settled.filter((r) => r.status === 'SENT')).toHaveLength(5);
    const limited = settled.filter((r) => r.status === 'LIMITED');
    expect(limited).toHaveLength(3);
    for (const r of limited) expect(r).toMatchObject({ reason: 'not sent: limit', attempts: 0, sentAt: null });
    // The phone's owner asking for their number by SMS is told, not silently ignored.
    const recovery = await api(
      'POST',
      '/api/find/join-seq',
      { runnerName: randomName(), cellphone: phone },
      { 'x-forwarded-for': freshClientIp() },
    );
    expect(recovery.status).toBe(429);
    expect(recovery.body.errorCode).toBe('L0002');
  });
});
