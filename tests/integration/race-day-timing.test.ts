import { describe, expect, it } from 'vitest';
import type { LiveBoard, LiveRow } from '@/lib/timing/live';
import { adminApi, asAdmin } from '../helpers/admin';
import { api, BASE_URL } from '../helpers/env';
import { freeBibRange, paidRunners } from '../helpers/race-day';
import { postResults } from '../helpers/records';
import { createTicket, currentEvent } from '../helpers/tickets';

const gun = Date.parse('2025-10-19T00:00:00Z'); // 09:00 KST
const at = (min: number, sec = 0) => new Date(gun + (min * 60 + sec) * 1000).toISOString();

async function timingToken(label = '스마트칩') {
  const res = await adminApi('POST', '/api/admin/timing/tokens', { label });
  expect(res.status).toBe(200);
  return res.body as { tokenId: number; token: string };
}

function post(token: string | null, body: unknown) {
  return api('POST', '/api/v1/timing/passings', body, token ? { authorization: `Bearer ${token}` } : {});
}

/** The board of a course, read until `ready` holds (the board is cached about 2 s per worker). */
async function boardOf(ticketSeq: number, ready: (b: LiveBoard) => boolean = () => true) {
  for (let i = 0; ; i++) {
    const res = await api('GET', `/api/live?ticketSeq=${ticketSeq}`);
    expect(res.status).toBe(200);
    if (ready(res.body) || i > 20) return res;
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** A 10 km course with `n` paid, numbered runners with chips C<bib>. */
async function course(n: number) {
  const ticket = await createTicket({ distanceKm: '10', startTime: '09:00' });
  const runners = await paidRunners(ticket.ticketSeq, n);
  const range = await freeBibRange(n);
  await adminApi('POST', '/api/admin/bibs/assign', { ticketSeq: ticket.ticketSeq, ...range, order: 'paid' });
  const form = new FormData();
  form.set('file', new Blob([['bib,chip', ...runners.map((_, i) => `${range.from + i},C${range.from + i}`)].join('\n')]), 'chips.csv');
  await fetch(`${BASE_URL}/api/admin/bibs/chips`, { method: 'POST', headers: await asAdmin(), body: form });
  return { ticket, runners, bib: (i: number) => range.from + i, chip: (i: number) => `C${range.from + i}` };
}

describe('timing passings (POST /api/v1/timing/passings)', () => {
  it('needs a live token of the edition: none, a wrong one or a revoked one is 401 and stores nothing', async () => {
    const { chip } = await course(1);
    const passing = [{ chipNo: chip(0), point: 'start', time: at(0) }];
    expect((await post(null, passing)).status).toBe(401);
    expect((await post('tim_' + 'x'.repeat(43), passing)).status).toBe(401);
    const { tokenId, token } = await timingToken();
    expect((await post(token, passing)).body).toMatchObject({ accepted: 1, duplicates: 0 });
    expect((await adminApi('DELETE', `/api/admin/timing/tokens/${tokenId}`)).status).toBe(200);
    const revoked = await post(token, [{ chipNo: chip(0), point: 'finish', time: at(40) }]);
    expect(revoked.status).toBe(401);
    expect(revoked.body.errorCode).toBe('R0401');
    const listed = await adminApi('GET', '/api/admin/timing/tokens');
    expect(listed.body.tokens.find((t: { tokenId: number }) => t.tokenId === tokenId)).toMatchObject({ revokedAt: expect.any(String) });
    expect(JSON.stringify(listed.body)).not.toContain(token);
  });

  it('counts a passing sent twice once, by chip or by bib, and says which passings name nobody', async () => {
    const { ticket, bib, chip } = await course(1);
    const { token } = await timingToken();
    const batch = [
      { chipNo: chip(0), point: 'start', time: at(0, 30) },
      { backNo: bib(0), point: 'start', time: at(0, 30) },
      { chipNo: chip(0), point: '5k', time: at(22) },
      { chipNo: 'NOBODY', point: '5k', time: at(22) },
      { chipNo: chip(0), point: '15k', time: at(50) },
    ];
    const first = await post(token, batch);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      accepted: 2,
      duplicates: 1,
      rejected: [
        { index: 3, reason: 'unknownRunner' },
        { index: 4, reason: 'pointNotOnCourse' },
      ],
    });
    const again = await post(token, { passings: batch.slice(0, 3) });
    expect(again.body).toMatchObject({ accepted: 0, duplicates: 3 });
    const board = await boardOf(ticket.ticketSeq);
    expect(board.body.rows).toHaveLength(1);
    expect(board.body.rows[0].splits).toEqual({ '5k': '0:21:30' });
    const bad = await post(token, [{ chipNo: chip(0), point: 'half', time: 'soon' }]);
    expect(bad.status).toBe(400);
  });

  it('gives the right places however out of order the passings arrive', async () => {
    const { ticket, bib, chip, runners } = await course(4);
    const { token } = await timingToken();
    // Net times: runner 2 41:00, runner 0 42:00 (crossed the line after runner 3), runner 3 42:30, runner 1 still running.
    const passings = [
      { chipNo: chip(0), point: 'start', time: at(1, 30) },
      { chipNo: chip(1), point: 'start', time: at(0, 10) },
      { chipNo: chip(2), point: 'start', time: at(0, 20) },
      { chipNo: chip(3), point: 'start', time: at(0, 5) },
      { chipNo: chip(0), point: '5k', time: at(22) },
      { chipNo: chip(1), point: '5k', time: at(25) },
      { chipNo: chip(0), point: 'finish', time: at(43, 30) },
      { backNo: bib(2), point: 'finish', time: at(41, 20) },
      { chipNo: chip(3), point: 'finish', time: at(42, 35) },
    ];
    // Finishes first, starts last, in two calls.
    const reversed = [...passings].reverse();
    await post(token, reversed.slice(0, 4));
    await post(token, reversed.slice(4));
    const board = (await boardOf(ticket.ticketSeq, (b) => b.finishers === 3)).body;
    expect(board).toMatchObject({ preliminary: true, finishers: 3, onCourse: 1, splits: ['5k'] });
    expect(board.rows.map((r: LiveRow) => [r.place, r.backNo, r.finishTime])).toEqual([
      [1, String(bib(2)), '0:41:00'],
      [2, String(bib(0)), '0:42:00'],
      [3, String(bib(3)), '0:42:30'],
      [null, String(bib(1)), null],
    ]);
    expect(board.rows[0].runnerName).toBe(runners[2].runnerName);
    const res = await api('GET', `/api/live?ticketSeq=${ticket.ticketSeq}`);
    expect(res.headers.get('cache-control')).toContain('s-maxage');
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('takes the same rows as a staff CSV upload, and the official import replaces the preliminary results', async () => {
    const { ticket, bib, chip, runners } = await course(2);
    const csv = [
      '칩번호,배번,지점,시각',
      `${chip(0)},,출발,09:00:10`,
      `,${bib(1)},start,09:00:20`,
      `${chip(0)},,도착,09:50:10`,
      `${chip(1)},,finish,09:49:20`,
      `${chip(1)},,somewhere,09:49:20`,
    ].join('\n');
    const form = new FormData();
    form.set('file', new Blob([csv]), 'passings.csv');
    const up = await fetch(`${BASE_URL}/api/admin/timing/passings`, { method: 'POST', headers: await asAdmin(), body: form });
    const upBody = await up.json();
    expect(up.status).toBe(200);
    expect(upBody).toMatchObject({ accepted: 4, duplicates: 0, errorCount: 1 });
    expect(upBody.errors[0].row).toBe(6);
    const prelim = (await boardOf(ticket.ticketSeq, (b) => b.finishers === 2)).body;
    expect(prelim.rows.map((r: LiveRow) => r.finishTime)).toEqual(['0:49:00', '0:50:00']);

    const ev = await currentEvent();
    const official = [
      '배번,성명,성별,기록',
      `${bib(0)},${runners[0].runnerName},남,0:49:58`,
      `${bib(1)},${runners[1].runnerName},남,0:49:01`,
    ].join('\n');
    const imported = await postResults(
      { holdRound: String(ev.holdRound), ticketName: ticket.ticketName },
      { name: 'official.csv', data: Buffer.from(official) },
      await asAdmin(),
    );
    expect(imported.status).toBe(200);
    const after = (await boardOf(ticket.ticketSeq, (b) => b.preliminary === false)).body;
    expect(after.preliminary).toBe(false);
    expect(after.rows.map((r: LiveRow) => [r.place, r.backNo, r.finishTime])).toEqual([
      [1, String(bib(1)), '0:49:01'],
      [2, String(bib(0)), '0:49:58'],
    ]);
  });

  it('lists the race-day courses for the page', async () => {
    const ticket = await createTicket();
    const res = await api('GET', '/api/live');
    expect(res.body.courses.some((c: { ticketSeq: number }) => c.ticketSeq === ticket.ticketSeq)).toBe(true);
    expect((await api('GET', '/api/live?ticketSeq=abc')).status).toBe(400);
  });
});
