import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '@/db/schema';
import { adminApi } from '../helpers/admin';
import { api, BASE_URL, testDb } from '../helpers/env';
import { expectPdfShows, PDF_CHECK_TIMEOUT_MS } from '../helpers/pdf-render';
import { randomMobile, randomName } from '../helpers/people';
import { createTicket, seededTicket } from '../helpers/tickets';
import { cleanTenKm, fixture, payFor, registerUntact, upload } from '../helpers/untact';

/** An untact course of its own with an open activity window and a 1 km distance, for the real files. */
async function openUntactCourse() {
  return createTicket({ ticketType: 'online', distanceKm: '1', activityOpenTime: null, activityCloseTime: null });
}

const bib = () => randomInt(10_000, 99_999);

describe('untact courses and registration', () => {
  it('the demo edition sells untact 10Km and 18Km (online) beside the race-day courses; the home counts stay offline', async () => {
    const info = await api('GET', '/api/join/ticket-info');
    const online = (info.body as Array<{ ticketType: string; ticketName: string }>)
      .filter((t) => t.ticketType === 'online')
      .map((t) => t.ticketName);
    expect(online).toEqual(['언택트 10Km', '언택트 18Km']);
    const sold = await api('GET', '/api/ticket/sold');
    expect((sold.body as Array<{ ticketName: string }>).map((s) => s.ticketName)).not.toContain('언택트 10Km');
  });

  it('a runner registers for the untact 10Km through applyFor and is found by POST /api/untact/search', async () => {
    const t = await seededTicket('U10KM');
    const r = await registerUntact(t.ticketSeq);
    expect(r.search.runners).toEqual([
      {
        runnerSeq: r.runnerSeq,
        runnerName: r.proof.joinerName,
        ticketName: '언택트 10Km',
        ticketNameEn: 'Untact 10 km',
        joinSeq: Number(r.proof.joinSeq),
        paid: false,
      },
    ]);
    const complete = await api('GET', `/api/applicant/complete?joinSeq=${r.proof.joinSeq}`, undefined, { cookie: `orderId=${r.joinHash}` });
    expect(complete.status).toBe(200);
    expect(complete.body.runnersByTicketType.offline).toEqual([]);
    expect(complete.body.runnersByTicketType.online).toEqual([
      expect.objectContaining({ runnerSeq: r.runnerSeq, ticketSeq: t.ticketSeq, ticketName: '언택트 10Km' }),
    ]);
  });

  it('refuses a lookup with a missing item, a wrong proof, or a registration without untact course', async () => {
    const t = await seededTicket('U10KM');
    const r = await registerUntact(t.ticketSeq);
    const missing = await api('POST', '/api/untact/search', { joinerName: r.proof.joinerName, cellphone: r.proof.cellphone });
    expect(missing.status).toBe(400);
    expect(missing.body.errorMessage).toBe('모든 항목을 입력해야 합니다.');
    const wrong = await api('POST', '/api/untact/search', { ...r.proof, cellphone: randomMobile() });
    expect(wrong.status).toBe(404);
    expect(wrong.body.errorMessage).toBe('언택트 기록이 존재하지 않습니다.');
    const en = await api('POST', '/api/untact/search', { ...r.proof, cellphone: randomMobile() }, { cookie: 'NEXT_LOCALE=en' });
    expect(en.body.errorMessage).toBe('Untact record does not exist.');
  });

  it('wrong proofs count in the same 10-an-hour lookup limit as /apply/search', async () => {
    const proof = { joinSeq: '1111', joinerName: randomName(), cellphone: randomMobile() };
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await api('POST', '/api/untact/search', proof)).status);
    expect(statuses.every((s) => s === 404)).toBe(true);
    expect((await api('POST', '/api/application/search', proof)).status).toBe(429);
    // From the same client (the upload helper's default is a client of its own).
    expect((await upload(proof, 1, cleanTenKm(), 'run.gpx', {})).status).toBe(429);
  });
});

describe('POST /api/untact/upload', () => {
  it('stores a GPX run: distance in metres, elapsed seconds, no flags, then the footprint shows it', async () => {
    const t = await seededTicket('U10KM');
    const r = await registerUntact(t.ticketSeq);
    const res = await upload(r.proof, r.runnerSeq, cleanTenKm());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ runnerSeq: r.runnerSeq, distance: 10_000, flags: [], validation: null });
    expect(res.body.record.elapseTime).toBe(3000);
    const fp = await api('POST', '/api/v1/footprint', {
      runnerSeq: r.runnerSeq,
      runnerName: r.proof.joinerName,
      cellphone: r.proof.cellphone,
      joinSeq: r.proof.joinSeq,
    });
    expect(fp.status).toBe(200);
    // The privacy zone is on by default: the start and finish areas are not drawn (untact-privacy.test.ts).
    expect(fp.body.privacyZone).toBe(true);
    expect(fp.body.traces.length).toBeGreaterThan(90);
    expect(fp.body.traces.length).toBeLessThan(101);
    expect(fp.body.traces[0]).toMatchObject({
      seq: expect.any(Number),
      latitude: expect.any(Number),
      longitude: 127.38,
      logtime: expect.any(String),
    });
    expect(fp.body.certificate).toMatchObject({ runnerName: r.proof.joinerName, elapseTime: '0:50:00', ticketName: '언택트 10Km' });
    expect(fp.body.record).toEqual(res.body.record);
    expect(fp.body.photos).toEqual([]);
  });

  it('answers the spec message when there is no trace yet, and refuses a wrong footprint proof', async () => {
    const t = await seededTicket('U18KM');
    const r = await registerUntact(t.ticketSeq, 'F');
    const none = await api('POST', '/api/v1/footprint', {
      joinSeq: r.proof.joinSeq,
      runnerSeq: r.runnerSeq,
      runnerName: r.proof.joinerName,
      cellphone: r.proof.cellphone,
    });
    expect(none.status).toBe(404);
    expect(none.body.errorMessage).toBe('아직 대회에 참여하지 않았거나 앱을 사용하지 않은 참가자입니다.');
    const wrong = await api('POST', '/api/v1/footprint', {
      joinSeq: r.proof.joinSeq,
      runnerSeq: r.runnerSeq,
      runnerName: r.proof.joinerName,
      cellphone: randomMobile(),
    });
    expect(wrong.status).toBe(404);
  });

  it('real files: a ride with stops (SPEED, PAUSE), a car drive (SPEED), a hike with untimed points (TIME_ORDER), a file with bad timestamps (400)', async () => {
    const course = await openUntactCourse();
    const r = await registerUntact(course.ticketSeq);
    const ride = await upload(r.proof, r.runnerSeq, fixture('cerknicko-jezero.gpx'));
    expect(ride.status).toBe(200);
    expect(ride.body.flags).toEqual(expect.arrayContaining(['SPEED', 'PAUSE']));
    expect(ride.body.distance).toBeGreaterThan(13_000);
    const car = await upload(r.proof, r.runnerSeq, fixture('around-visnjan-with-car.gpx'));
    expect(car.status).toBe(200);
    expect(car.body.flags).toEqual(['SPEED']);
    const hike = await upload(r.proof, r.runnerSeq, fixture('korita-zbevnica.gpx'));
    expect(hike.status).toBe(200);
    expect(hike.body.flags).toEqual(expect.arrayContaining(['PAUSE', 'TIME_ORDER']));
    const bad = await upload(r.proof, r.runnerSeq, fixture('Mojstrovka.gpx'));
    expect(bad.status).toBe(400);
    expect(bad.body.errorMessage).toBe('파일에 시간이 기록된 GPS 지점이 두 개 이상 없습니다.');
    // The refused file changed nothing: the hike is still the record.
    const [row] = await testDb().select().from(schema.untactRunners).where(eq(schema.untactRunners.runnerSeq, r.runnerSeq));
    expect(row.distance).toBe(hike.body.distance);
  });

  it('refuses a missing file, broken or foreign XML, a too-large file and an unknown runner with a 4xx, never a 5xx', async () => {
    const course = await openUntactCourse();
    const r = await registerUntact(course.ticketSeq);
    const noFile = await upload(r.proof, r.runnerSeq);
    expect(noFile.status).toBe(400);
    expect(noFile.body.errorMessage).toBe('파일을 선택해 주세요.');
    const cut = fixture('cerknicko-jezero.gpx').subarray(0, 5000);
    const broken = [
      cut,
      '<html><body>hi</body></html>',
      '\u0000\u0001binary',
      '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]><gpx>&a;</gpx>',
      '<gpx version="1.1"><trk><trkseg><trkpt lat="999" lon="1"><time>2026-01-01T00:00:00Z</time></trkpt></trkseg></trk></gpx>',
    ];
    for (const b of broken) {
      const res = await upload(r.proof, r.runnerSeq, b);
      expect(res.status).toBe(400);
    }
    const big = await upload(r.proof, r.runnerSeq, Buffer.alloc(21 * 1024 * 1024, 32));
    expect(big.status).toBe(400);
    const other = await upload(r.proof, 999_999, cleanTenKm());
    expect(other.status).toBe(404);
    const [row] = await testDb().select().from(schema.untactRunners).where(eq(schema.untactRunners.runnerSeq, r.runnerSeq));
    expect(row).toBeUndefined();
  });
});

describe('staff validation, trimming, ranking and certificate', () => {
  it(
    'lists, marks OK with a bib, locks the record, trims and undoes, confirms and announces ranks, issues the certificate',
    async () => {
      const t = await seededTicket('U10KM');
      const r = await registerUntact(t.ticketSeq, 'F');
      await payFor(r.proof);
      expect((await upload(r.proof, r.runnerSeq, cleanTenKm())).status).toBe(200);

      const list = await adminApi('POST', '/api/admin/checkLocation', { ticketSeq: t.ticketSeq, gender: 'F', validation: 'null' });
      expect(list.status).toBe(200);
      const row = list.body.find((x: { runnerSeq: number }) => x.runnerSeq === r.runnerSeq);
      expect(row).toMatchObject({ ticketName: '언택트 10Km', distance: 10_000, flags: [], validation: null, paymentStatus: 'CMPL' });
      expect(row.runnerName).not.toBe(r.proof.joinerName); // masked in staff lists
      expect((await api('POST', '/api/admin/checkLocation', {})).status).toBe(401);

      expect((await adminApi('POST', '/api/admin/transform', [])).body.errorMessage).toBe('최소 하나의 체크박스를 선택해야 합니다.');
      expect((await adminApi('POST', '/api/admin/transform', [{ runnerSeq: r.runnerSeq }])).body.errorMessage).toBe(
        '검사 항목을 선택해 주세요.',
      );

      // Trim the first 20 points: 2 km less; undo by sending the previous (empty) set.
      const trimmed = await adminApi('POST', '/api/admin/readjust', {
        runnerSeq: r.runnerSeq,
        recordIndexes: Array.from({ length: 20 }, (_, i) => i).join(','),
        validation: false,
      });
      expect(trimmed.status).toBe(200);
      expect(trimmed.body).toMatchObject({ distance: 8000, flags: ['SHORT'], validation: false });
      expect(trimmed.body.record.elapseTime).toBe(2400);
      const fp = await adminApi('GET', `/api/admin/untact/footprint?runnerSeq=${r.runnerSeq}`);
      expect(fp.body.traces.filter((p: { removed: boolean }) => p.removed)).toHaveLength(20);
      const undone = await adminApi('POST', '/api/admin/readjust', { runnerSeq: r.runnerSeq, recordIndexes: '', validation: false });
      expect(undone.body).toMatchObject({ distance: 10_000, flags: [] });
      expect(
        (await adminApi('POST', '/api/admin/readjust', { runnerSeq: r.runnerSeq, recordIndexes: '500', validation: false })).status,
      ).toBe(400);

      const backNo = bib();
      const ok = await adminApi('POST', '/api/admin/transform', [{ runnerSeq: r.runnerSeq, validation: true, backNo }]);
      expect(ok.status).toBe(200);
      const locked = await upload(r.proof, r.runnerSeq, cleanTenKm());
      expect(locked.status).toBe(409);

      const ranking = await api('POST', '/api/untact/rank', { ticketName: '언택트 10Km', gender: 'F' });
      expect(ranking.status).toBe(200);
      const mine = ranking.body.find((x: { backNo: number }) => x.backNo === backNo);
      expect(mine).toMatchObject({ runnerName: `${[...r.proof.joinerName][0]}***`, gender: 'F', elapseTime: 3000, rankNo: null });
      expect((await api('POST', '/api/untact/rank', { ticketName: '언택트 10Km' })).body.errorMessage).toBe('선택을 완료해 주세요.');

      const confirmed = await adminApi('POST', '/api/admin/untact/rank', { ticketName: '언택트 10Km', gender: 'F' });
      expect(confirmed.status).toBe(200);
      const c = confirmed.body.find((x: { backNo: number }) => x.backNo === backNo);
      expect(c.rankNo).toBe(mine.totalRank);
      const announced = await adminApi('POST', '/api/admin/untact/announce', [{ backNo, rankNo: c.rankNo, confirmTime: c.confirmTime }]);
      expect(announced.status).toBe(200);
      const after = await api('POST', '/api/untact/rank', { ticketName: '언택트 10Km', gender: 'F' });
      expect(after.body.find((x: { backNo: number }) => x.backNo === backNo).rankNo).toBe(c.rankNo);
      expect((await adminApi('POST', '/api/admin/untact/announce', [{ backNo: 1, rankNo: 1 }])).status).toBe(400);

      const cert = await api('POST', '/api/untact/certificate', r.proof);
      expect(cert.status).toBe(200);
      expect(cert.body.certificates[0]).toMatchObject({
        runnerName: r.proof.joinerName,
        elapseTime: '0:50:00',
        ticketName: '언택트 10Km',
        backNo,
      });
      const pdf = await fetch(`${BASE_URL}/api/untact/certificate/pdf`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...r.proof, runnerSeq: r.runnerSeq }),
      });
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      const bytes = Buffer.from(await pdf.arrayBuffer());
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(bytes.includes(Buffer.from('FontFile2'))).toBe(true); // the Korean font is embedded
      expect(bytes.length).toBeLessThan(60_000); // as a subset
      await expectPdfShows(bytes, [r.proof.joinerName, String(backNo), '0:50:00'], 'untact-certificate');
    },
    PDF_CHECK_TIMEOUT_MS,
  );

  it('NG records have no certificate, and a bib used by another untact runner is refused', async () => {
    const t = await seededTicket('U18KM');
    const a = await registerUntact(t.ticketSeq);
    const b = await registerUntact(t.ticketSeq);
    await payFor(a.proof);
    await upload(a.proof, a.runnerSeq, cleanTenKm());
    await upload(b.proof, b.runnerSeq, cleanTenKm());
    const backNo = bib();
    expect((await adminApi('POST', '/api/admin/transform', [{ runnerSeq: a.runnerSeq, validation: false, backNo }])).status).toBe(200);
    expect((await adminApi('POST', '/api/admin/transform', [{ runnerSeq: b.runnerSeq, validation: true, backNo }])).status).toBe(409);
    const cert = await api('POST', '/api/untact/certificate', a.proof);
    expect(cert.status).toBe(404);
    const [flags] = await testDb()
      .select({ flags: schema.untactRunners.flags })
      .from(schema.untactRunners)
      .where(eq(schema.untactRunners.runnerSeq, a.runnerSeq));
    expect(flags.flags).toEqual(['SHORT']); // 10 km run on the 18 km course
  });

  it('POST /api/v1/traces appends app batches, dropping points out of order', async () => {
    const course = await openUntactCourse();
    const r = await registerUntact(course.ticketSeq);
    const start = Date.now() - 3600_000;
    const pt = (i: number) => ({ latitude: 36.35 + i * 0.0009, longitude: 127.38, logtime: new Date(start + i * 30_000).toISOString() });
    const first = await api('POST', '/api/v1/traces', { ...r.proof, runnerSeq: r.runnerSeq, points: [0, 1, 2, 3, 4, 5].map(pt) });
    expect(first.status).toBe(200);
    const second = await api('POST', '/api/v1/traces', { ...r.proof, runnerSeq: r.runnerSeq, points: [2, 6, 7, 8, 9, 10, 11, 12].map(pt) });
    expect(second.status).toBe(200);
    expect(second.body.flags).toEqual(['TIME_ORDER']);
    expect(second.body.record.elapseTime).toBe(12 * 30);
    expect(
      (await api('POST', '/api/v1/traces', { ...r.proof, runnerSeq: r.runnerSeq, points: [{ latitude: 200, longitude: 1, logtime: 'x' }] }))
        .status,
    ).toBe(400);
  });
});
