import { randomBytes, randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminApi } from '../helpers/admin';
import { api } from '../helpers/env';
import { createTicket } from '../helpers/tickets';
import { cleanTenKm, payFor, registerUntact, upload } from '../helpers/untact';

/** An untact course of its own (so its ranking holds only this file's runners), activity open at any time. */
async function ownUntactCourse() {
  return createTicket({
    ticketType: 'online',
    ticketName: `언택트${randomBytes(3).toString('hex')}`,
    distanceKm: '10',
    activityOpenTime: null,
    activityCloseTime: null,
  });
}

/** A paid runner of `ticketSeq` with a clean run, validated OK by staff with a bib of its own. */
async function okRunner(ticketSeq: number) {
  const r = await registerUntact(ticketSeq, 'F');
  await payFor(r.proof);
  expect((await upload(r.proof, r.runnerSeq, cleanTenKm())).status).toBe(200);
  const backNo = randomInt(10_000, 99_999);
  expect((await adminApi('POST', '/api/admin/transform', [{ runnerSeq: r.runnerSeq, validation: true, backNo }])).status).toBe(200);
  return { ...r, backNo };
}

describe('untact ranking and certificates count live registrations only', () => {
  it('a cancelled registration leaves the public ranking, the confirmed ranks, the announcement and the certificate', async () => {
    const course = await ownUntactCourse();
    const kept = await okRunner(course.ticketSeq);
    const gone = await okRunner(course.ticketSeq);
    const rank = async () =>
      (await api('POST', '/api/untact/rank', { ticketName: course.ticketName, gender: 'F' })).body as Array<{ backNo: number }>;
    expect((await rank()).map((r) => r.backNo).sort()).toEqual([kept.backNo, gone.backNo].sort());

    const cancel = await adminApi('POST', '/api/admin/reception/confirm/CNCL', { joinSeqs: gone.proof.joinSeq });
    expect(cancel.status).toBe(200);

    expect((await rank()).map((r) => r.backNo)).toEqual([kept.backNo]);
    const confirmed = await adminApi('POST', '/api/admin/untact/rank', { ticketName: course.ticketName, gender: 'F' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.map((r: { backNo: number }) => r.backNo)).toEqual([kept.backNo]);
    expect(confirmed.body[0].rankNo).toBe(1);
    const announce = await adminApi('POST', '/api/admin/untact/announce', [{ backNo: gone.backNo, rankNo: 2 }]);
    expect(announce.status).toBe(400);
    expect((await api('POST', '/api/untact/certificate', gone.proof)).status).toBe(404);
    expect((await api('POST', '/api/untact/certificate', kept.proof)).status).toBe(200);
  });

  it('a date-only confirmDate or confirmTime is midnight in Korea, not UTC midnight', async () => {
    const course = await ownUntactCourse();
    const r = await okRunner(course.ticketSeq);
    const confirmed = await adminApi('POST', '/api/admin/untact/rank', {
      ticketName: course.ticketName,
      gender: 'F',
      confirmDate: '2026-05-01',
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body[0].confirmTime).toBe('2026-04-30T15:00:00.000Z');
    const announced = await adminApi('POST', '/api/admin/untact/announce', [{ backNo: r.backNo, rankNo: 1, confirmTime: '2026-05-02' }]);
    expect(announced.status).toBe(200);
    const ranked = await api('POST', '/api/untact/rank', { ticketName: course.ticketName, gender: 'F' });
    expect(ranked.body[0]).toMatchObject({ rankNo: 1, confirmTime: '2026-05-01T15:00:00.000Z' });
  });
});
