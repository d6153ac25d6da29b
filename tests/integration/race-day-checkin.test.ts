import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '@/db/schema';
import { adminApi } from '../helpers/admin';
import { api, testDb } from '../helpers/env';
import { freeBibRange, lookupRunner, paidRunners } from '../helpers/race-day';
import { createTicket } from '../helpers/tickets';

/** The token inside the check-in link of the lookup answer (the QR code carries the same). */
const tokenOf = (url: string) => new URL(url).searchParams.get('t')!;

describe('QR check-in (POST /api/admin/checkin)', () => {
  it('gives a paid runner a signed QR code and accepts it once: the second scan says when and at which desk', async () => {
    const ticket = await createTicket();
    const [r] = await paidRunners(ticket.ticketSeq, 1);
    const found = await lookupRunner(r);
    const me = found.runners[0];
    expect(me.checkinQr).toMatch(/^data:image\/svg\+xml;base64,/);
    const token = tokenOf(me.checkinUrl);
    expect(token).not.toContain(String(r.runnerSeq));

    const first = await adminApi('POST', '/api/admin/checkin', { token, desk: '데스크 1' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ already: false, desk: '데스크 1', ticketName: ticket.ticketName, backNo: null });
    expect(first.body.runnerName).toContain('*');
    const second = await adminApi('POST', '/api/admin/checkin', { token, desk: '데스크 2' });
    expect(second.body).toMatchObject({ already: true, desk: '데스크 1', collectedAt: first.body.collectedAt });
    // The runner's own page shows the collection.
    expect((await lookupRunner(r)).runners[0].collected).toEqual({ collectedAt: first.body.collectedAt, desk: '데스크 1' });
  });

  it('counts a runner once when two desks scan at the same moment', async () => {
    const ticket = await createTicket();
    const [r] = await paidRunners(ticket.ticketSeq, 1);
    const token = tokenOf((await lookupRunner(r)).runners[0].checkinUrl);
    const answers = await Promise.all(['A', 'B', 'C', 'D'].map((desk) => adminApi('POST', '/api/admin/checkin', { token, desk })));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.filter((a) => a.body.already === false)).toHaveLength(1);
    const rows = await testDb().select().from(schema.checkins).where(eq(schema.checkins.runnerSeq, r.runnerSeq));
    expect(rows).toHaveLength(1);
  });

  it('records the moment of a scan kept offline, finds runners by bib, and refuses forged codes and unpaid entries', async () => {
    const ticket = await createTicket();
    const [r, unpaid] = await paidRunners(ticket.ticketSeq, 2);
    const range = await freeBibRange(2);
    await adminApi('POST', '/api/admin/bibs/assign', { ticketSeq: ticket.ticketSeq, ...range, order: 'paid' });
    await testDb().update(schema.joiners).set({ paymentStatus: 'RSVT' }).where(eq(schema.joiners.joinerId, unpaid.joinerId));
    // An unpaid entry has no QR code on its page, and its bib is refused at the desk.
    expect((await lookupRunner(unpaid)).runners[0].checkinQr).toBeNull();
    const refused = await adminApi('POST', '/api/admin/checkin', { backNo: range.from + 1, desk: '1' });
    expect(refused.status).toBe(409);
    expect(refused.body.errorCode).toBe('R0409');

    const scannedAt = new Date(Date.now() - 20 * 60_000).toISOString();
    const byBib = await adminApi('POST', '/api/admin/checkin', { backNo: range.from, desk: '2', scannedAt });
    expect(byBib.status).toBe(200);
    expect(new Date(byBib.body.collectedAt).toISOString()).toBe(scannedAt);
    expect(byBib.body.runnerSeq).toBe(r.runnerSeq);

    const forged = await adminApi('POST', '/api/admin/checkin', { token: `K1${'A'.repeat(22)}`, desk: '2' });
    expect(forged.status).toBe(404);
    expect(forged.body.errorCode).toBe('R0404');
    const old = await adminApi('POST', '/api/admin/checkin', { backNo: range.from, desk: '2', scannedAt: '2020-01-01T00:00:00Z' });
    expect(old.status).toBe(400);
    const both = await adminApi('POST', '/api/admin/checkin', { backNo: range.from, token: 'x', desk: '2' });
    expect(both.status).toBe(400);
  });

  it('finds runners by name or phone digits (masked, audited) and counts kits per course', async () => {
    const ticket = await createTicket();
    const [r] = await paidRunners(ticket.ticketSeq, 1);
    const res = await adminApi('GET', `/api/admin/checkin/search?q=${encodeURIComponent(r.runnerName)}`);
    expect(res.status).toBe(200);
    const hit = res.body.runners.find((x: { runnerSeq: number }) => x.runnerSeq === r.runnerSeq);
    expect(hit).toMatchObject({ paid: true, collectedAt: null });
    expect(hit.runnerName).not.toBe(r.runnerName);
    expect(hit.cellphone).toMatch(/\*\*\*\*/);
    await adminApi('POST', '/api/admin/checkin', { runnerSeq: r.runnerSeq, desk: '3' });
    const counts = await adminApi('GET', '/api/admin/checkin');
    expect(counts.body.courses.find((c: { ticketSeq: number }) => c.ticketSeq === ticket.ticketSeq)).toEqual({
      ticketSeq: ticket.ticketSeq,
      ticketName: ticket.ticketName,
      paid: 1,
      collected: 1,
    });
  });
});

describe('the runner check-in page (/apply/checkin)', () => {
  it('shows the QR code for a valid link and a message for any other', async () => {
    const ticket = await createTicket();
    const [r] = await paidRunners(ticket.ticketSeq, 1);
    const url = new URL((await lookupRunner(r)).runners[0].checkinUrl);
    const page = await api('GET', `${url.pathname}${url.search}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<svg');
    expect(page.body).not.toContain(r.runnerName);
    const bad = await api('GET', '/apply/checkin?t=K1nothing');
    expect(bad.body).toContain('checkin-pass-invalid');
  });
});
