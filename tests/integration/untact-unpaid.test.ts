import { randomBytes, randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminApi } from '../helpers/admin';
import { api, BASE_URL } from '../helpers/env';
import { createTicket } from '../helpers/tickets';
import { cleanTenKm, payFor, registerUntact, upload } from '../helpers/untact';

const UNPAID = '기록은 저장되어 있습니다. 참가비 입금이 확인되면 순위와 기록증에 반영됩니다.';

describe('an unpaid untact entry runs but does not count until paid', () => {
  it('may upload (the run is kept and the runner is told it counts once paid); is never ranked, announced or certified until staff confirm the payment', async () => {
    const course = await createTicket({
      ticketType: 'online',
      ticketName: `언택트${randomBytes(3).toString('hex')}`,
      ticketPrice: 10_000,
      distanceKm: '10',
      activityOpenTime: null,
      activityCloseTime: null,
    });
    const r = await registerUntact(course.ticketSeq, 'F');
    expect(r.search.runners[0].paid).toBe(false);

    const up = await upload(r.proof, r.runnerSeq, cleanTenKm());
    expect(up.status).toBe(200);
    expect(up.body).toMatchObject({ distance: 10_000, paid: false });
    const fp = await api('POST', '/api/v1/footprint', { ...r.proof, runnerSeq: r.runnerSeq, runnerName: r.proof.joinerName });
    expect(fp.body).toMatchObject({ paid: false, distance: 10_000 });

    // Staff may check the run (OK, with a bib), and see that it is unpaid.
    const list = await adminApi('POST', '/api/admin/checkLocation', { ticketSeq: course.ticketSeq });
    expect(list.body.find((x: { runnerSeq: number }) => x.runnerSeq === r.runnerSeq).paymentStatus).toBe('RSVT');
    const backNo = randomInt(10_000, 99_999);
    expect((await adminApi('POST', '/api/admin/transform', [{ runnerSeq: r.runnerSeq, validation: true, backNo }])).status).toBe(200);

    const rank = async () =>
      (await api('POST', '/api/untact/rank', { ticketName: course.ticketName, gender: 'F' })).body as Array<{ backNo: number }>;
    expect(await rank()).toEqual([]);
    expect((await adminApi('POST', '/api/admin/untact/rank', { ticketName: course.ticketName, gender: 'F' })).body).toEqual([]);
    const announce = await adminApi('POST', '/api/admin/untact/announce', [{ backNo, rankNo: 1 }]);
    expect(announce.status).toBe(400);
    const cert = await api('POST', '/api/untact/certificate', r.proof);
    expect(cert.status).toBe(402);
    expect(cert.body).toEqual({ errorCode: 'U0402', errorMessage: UNPAID });
    const pdf = await fetch(`${BASE_URL}/api/untact/certificate/pdf`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...r.proof, runnerSeq: r.runnerSeq }),
    });
    expect(pdf.status).toBe(402);

    // Once paid, the same run counts.
    await payFor(r.proof);
    expect((await rank()).map((x) => x.backNo)).toEqual([backNo]);
    expect((await adminApi('POST', '/api/admin/untact/announce', [{ backNo, rankNo: 1 }])).status).toBe(200);
    expect((await api('POST', '/api/untact/certificate', r.proof)).status).toBe(200);
  });
});
