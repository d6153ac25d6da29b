import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '@/db/schema';
import { adminApi, asAdmin } from '../helpers/admin';
import { BASE_URL, testDb } from '../helpers/env';
import { freeBibRange, paidRunners } from '../helpers/race-day';
import { createTicket } from '../helpers/tickets';

async function bibsOf(runnerSeqs: number[]) {
  const rows = await testDb()
    .select({ runnerSeq: schema.runners.runnerSeq, backNo: schema.runners.backNo, chipNo: schema.runners.chipNo })
    .from(schema.runners)
    .where(inArray(schema.runners.runnerSeq, runnerSeqs));
  return new Map(rows.map((r) => [r.runnerSeq, r]));
}

describe('bib assignment (POST /api/admin/bibs/assign)', () => {
  it('never gives one number twice when two runs start at the same moment, and a re-run numbers only the rest', async () => {
    const ticket = await createTicket();
    const runners = await paidRunners(ticket.ticketSeq, 12);
    const range = await freeBibRange(40);
    const body = { ticketSeq: ticket.ticketSeq, from: range.from, to: range.to, order: 'paid' };
    const [a, b] = await Promise.all([adminApi('POST', '/api/admin/bibs/assign', body), adminApi('POST', '/api/admin/bibs/assign', body)]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body.assigned + b.body.assigned).toBe(12);
    expect([a.body.assigned, b.body.assigned]).toContain(0);
    const bibs = [...(await bibsOf(runners.map((r) => r.runnerSeq))).values()].map((r) => r.backNo);
    expect(bibs.every((n) => n !== null && n >= range.from && n <= range.to)).toBe(true);
    expect(new Set(bibs).size).toBe(12);
    // Payment order: the first paid runner gets the first number.
    expect((await bibsOf([runners[0].runnerSeq])).get(runners[0].runnerSeq)?.backNo).toBe(range.from);

    // A runner paid later is numbered by a re-run; the others keep their numbers; a reserved number is skipped.
    const [late] = await paidRunners(ticket.ticketSeq, 1);
    const reserved = range.from + 12;
    expect((await adminApi('POST', '/api/admin/bibs/reserved', { numbers: String(reserved), note: '초청' })).status).toBe(200);
    const again = await adminApi('POST', '/api/admin/bibs/assign', body);
    expect(again.body).toMatchObject({ assigned: 1, skipped: 0, alreadyNumbered: 12, reservedSkipped: 1, first: reserved + 1 });
    expect((await bibsOf([late.runnerSeq])).get(late.runnerSeq)?.backNo).toBe(reserved + 1);
    expect([...(await bibsOf(runners.map((r) => r.runnerSeq))).values()].map((r) => r.backNo)).toEqual(bibs);
  });

  it('numbers only paid runners, reports those the range cannot hold, and refuses a range of another course', async () => {
    const ticket = await createTicket();
    const paid = await paidRunners(ticket.ticketSeq, 3);
    const range = await freeBibRange(2);
    const unpaid = await paidRunners(ticket.ticketSeq, 1);
    await testDb()
      .update(schema.joiners)
      .set({ paymentStatus: 'RSVT', paidAt: null })
      .where(eq(schema.joiners.joinerId, unpaid[0].joinerId));
    const res = await adminApi('POST', '/api/admin/bibs/assign', { ticketSeq: ticket.ticketSeq, ...range, order: 'name' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ assigned: 2, skipped: 1 });
    expect((await bibsOf([unpaid[0].runnerSeq])).get(unpaid[0].runnerSeq)?.backNo).toBeNull();
    expect(paid.length).toBe(3);

    const other = await createTicket();
    await paidRunners(other.ticketSeq, 1);
    const clash = await adminApi(
      'POST',
      '/api/admin/bibs/assign',
      { ticketSeq: other.ticketSeq, from: range.from, to: range.to + 5, order: 'paid' },
      { cookie: 'NEXT_LOCALE=en' },
    );
    expect(clash.status).toBe(400);
    expect(clash.body.errorMessage).toContain('overlaps');
    const backwards = await adminApi('POST', '/api/admin/bibs/assign', { ticketSeq: other.ticketSeq, from: 20, to: 10, order: 'paid' });
    expect(backwards.status).toBe(400);
  });

  it('lets staff set one bib by hand, unique per edition, and clear it', async () => {
    const ticket = await createTicket();
    const [a, b] = await paidRunners(ticket.ticketSeq, 2);
    const { from } = await freeBibRange(5);
    expect((await adminApi('PUT', '/api/admin/bibs', { runnerSeq: a.runnerSeq, backNo: from })).status).toBe(200);
    const taken = await adminApi('PUT', '/api/admin/bibs', { runnerSeq: b.runnerSeq, backNo: from });
    expect(taken.status).toBe(409);
    expect(taken.body.errorCode).toBe('V0409');
    expect((await adminApi('PUT', '/api/admin/bibs', { runnerSeq: b.runnerSeq, backNo: from + 1 })).status).toBe(200);
    expect((await adminApi('PUT', '/api/admin/bibs', { runnerSeq: a.runnerSeq, backNo: null })).body).toEqual({
      runnerSeq: a.runnerSeq,
      backNo: null,
    });
    const list = await adminApi('GET', `/api/admin/bibs/runners?ticketSeq=${ticket.ticketSeq}`);
    expect(list.status).toBe(200);
    expect(list.body.runners.map((r: { backNo: number | null }) => r.backNo)).toEqual([from + 1, null]);
    // Names are masked in the staff list.
    expect(list.body.runners[0].runnerName).toContain('*');
  });
});

describe('chip import (POST /api/admin/bibs/chips)', () => {
  async function upload(csv: string) {
    const form = new FormData();
    form.set('file', new Blob([csv], { type: 'text/csv' }), 'chips.csv');
    const res = await fetch(`${BASE_URL}/api/admin/bibs/chips`, { method: 'POST', headers: await asAdmin(), body: form });
    return { status: res.status, body: await res.json() };
  }

  it('links each bib of the timing file to its chip and reports the rows it cannot use', async () => {
    const ticket = await createTicket();
    const runners = await paidRunners(ticket.ticketSeq, 3);
    const range = await freeBibRange(3);
    await adminApi('POST', '/api/admin/bibs/assign', { ticketSeq: ticket.ticketSeq, ...range, order: 'paid' });
    const tag = (i: number) => `T${range.from}X${i}`;
    const csv = [
      '배번,칩번호',
      `${range.from},${tag(0)}`,
      `${range.from + 1},${tag(1)}`,
      `${range.from + 2},${tag(1)}`,
      '99999,ZZZ',
      'abc,Q1',
    ].join('\n');
    const res = await upload(csv);
    expect(res.status).toBe(200);
    expect(res.body.updated).toBe(2);
    expect(res.body.errors.map((e: { row: number }) => e.row)).toEqual([4, 5, 6]);
    const bibs = await bibsOf(runners.map((r) => r.runnerSeq));
    expect(bibs.get(runners[0].runnerSeq)?.chipNo).toBe(tag(0));
    expect(bibs.get(runners[1].runnerSeq)?.chipNo).toBe(tag(1));
    // Swapping two chips in one file is fine (no runner holds one twice half-way).
    const swap = await upload(['bib,chip', `${range.from},${tag(1)}`, `${range.from + 1},${tag(0)}`].join('\n'));
    expect(swap.body).toMatchObject({ updated: 2, errors: [] });
    expect((await bibsOf([runners[0].runnerSeq])).get(runners[0].runnerSeq)?.chipNo).toBe(tag(1));
  });

  it('refuses a file without the bib and chip columns, storing nothing', async () => {
    const res = await upload('name,time\n김하나,1:00:00\n');
    expect(res.status).toBe(400);
  });
});

describe('reserved numbers and the staff check', () => {
  it('are refused to a caller without a staff session', async () => {
    const res = await fetch(`${BASE_URL}/api/admin/bibs/assign`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ticketSeq: 1, from: 1, to: 2, order: 'paid' }),
    });
    expect(res.status).toBe(401);
  });

  it('take lists and ranges and refuse anything else', async () => {
    const { from } = await freeBibRange(10);
    const ok = await adminApi('POST', '/api/admin/bibs/reserved', { numbers: `${from}-${from + 2}, ${from + 5}` });
    expect(ok.body.changed).toBe(4);
    const bad = await adminApi('POST', '/api/admin/bibs/reserved', { numbers: '1-a' });
    expect(bad.status).toBe(400);
    const freed = await adminApi('DELETE', '/api/admin/bibs/reserved', { numbers: `${from}-${from + 5}` });
    expect(freed.body.changed).toBe(4);
  });
});
