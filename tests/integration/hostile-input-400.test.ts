import { randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import * as schema from '@/db/schema';
import { adminApi, asAdmin, freshClientIp } from '../helpers/admin';
import { api, BASE_URL, testDb } from '../helpers/env';
import { joinerBody, runnerBody } from '../helpers/people';
import { postResults } from '../helpers/records';
import { createTicket, seededTicket } from '../helpers/tickets';
import { registerUntact, upload } from '../helpers/untact';
import { lieAboutSizes } from '../helpers/zip';

/** A GPX 1.1 track of points at the given ISO times (100 m apart). */
const gpxAt = (times: string[]) =>
  `<?xml version="1.0"?><gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg>${times
    .map((t, i) => `<trkpt lat="${36.35 + i * 0.0009}" lon="127.38"><time>${t}</time></trkpt>`)
    .join('')}</trkseg></trk></gpx>`;

const CONTROL = '제어 문자(NUL, 글자 방향 제어 문자 등)나 깨진 문자는 입력할 수 없습니다.';

describe('input that answered 500 is a 400 with a message, and stores nothing', () => {
  it('untact: timestamps a century apart, in year 10000 or before year 0, a NUL in the file name; app points decades apart', async () => {
    const r = await registerUntact((await seededTicket('U10KM')).ticketSeq);
    for (const times of [
      ['1925-10-12T00:00:00Z', '2025-10-12T00:00:00Z'],
      ['+010000-01-01T00:00:00Z', '+010000-01-01T01:00:00Z'],
      ['-000001-01-01T00:00:00Z', '-000001-01-01T01:00:00Z'],
    ]) {
      const res = await upload(r.proof, r.runnerSeq, gpxAt(times));
      expect(res.status, times.join()).toBe(400);
      expect(res.body.errorMessage).toBe('파일에 시간이 기록된 GPS 지점이 두 개 이상 없습니다.');
    }
    const nul = await upload(r.proof, r.runnerSeq, gpxAt(['2025-10-12T00:00:00Z', '2025-10-12T00:10:00Z']), 'run\u0000.gpx');
    expect(nul.status).toBe(400);
    expect(nul.body.errorMessage).toBe(CONTROL);
    const decades = await api('POST', '/api/v1/traces', {
      ...r.proof,
      runnerSeq: r.runnerSeq,
      points: [
        { latitude: 36.35, longitude: 127.38, logtime: '2000-01-01T00:00:00Z' },
        { latitude: 36.351, longitude: 127.38, logtime: '2099-01-01T00:00:00Z' },
      ],
    });
    expect(decades.status).toBe(400);
    expect(decades.body.errorMessage).toBe('달리기 기록으로 보기 어려운 파일입니다(7일 또는 1,000km 초과). 시간과 위치를 확인해 주세요.');
    const [{ n }] = await testDb().select({ n: count() }).from(schema.untactRunners).where(eq(schema.untactRunners.runnerSeq, r.runnerSeq));
    expect(n).toBe(0);
  });

  it('registration: a lone surrogate or a direction override in an address', async () => {
    const t = await createTicket();
    for (const address of ['101동 \ud800호', '101동 \u202E호102']) {
      const joiner = { ...joinerBody(), address };
      const res = await api(
        'POST',
        '/api/applicant/applyFor',
        { joiner, runners: [runnerBody(t.ticketSeq)] },
        { 'x-forwarded-for': freshClientIp() },
      );
      expect(res.status).toBe(400);
      expect(res.body.errorMessage).toBe(CONTROL);
    }
    const [{ n }] = await testDb().select({ n: count() }).from(schema.runners).where(eq(schema.runners.ticketSeq, t.ticketSeq));
    expect(n).toBe(0);
  });

  it('results import: huge numbers, a NUL or a direction override in a name are row errors; a file of nothing else is a 400', async () => {
    const h = await asAdmin();
    const ticketName = `검사${randomBytes(3).toString('hex')}`;
    // A NUL in the first 8 kB makes the file binary (refused whole): the hostile rows come after 400 good ones.
    const good = Array.from(
      { length: 400 },
      (_, i) => `${1000 + i},선수${String.fromCharCode(0xac00 + i)},M,1:${String(10 + (i % 50)).padStart(2, '0')}:00,`,
    );
    const bad = [
      '1,김\u0000철수,M,1:20:00,1',
      '2,이\u202E영희,F,1:21:00,2',
      '3,박민수,M,99999999999999,3',
      '4,최지우,F,1:22:00,99999999999999',
    ];
    const csv = ['배번,성명,성별,기록,순위', ...good, ...bad].join('\n');
    const mixed = await postResults({ holdRound: '17', ticketName }, { name: 'x.csv', data: Buffer.from(csv) }, h);
    expect(mixed.status).toBe(200);
    expect(mixed.body.imported).toBe(401);
    expect(mixed.body.errors.map((e: { row: number }) => e.row)).toEqual([402, 403, 404]);
    expect(mixed.body.errors[0].message).toBe('제어 문자나 글자 방향 제어 문자가 있어 읽지 않았습니다(배번호 또는 성명).');
    const [kept] = await testDb()
      .select()
      .from(schema.personalRecords)
      .where(
        and(
          eq(schema.personalRecords.holdRound, 17),
          eq(schema.personalRecords.ticketName, ticketName),
          eq(schema.personalRecords.backNo, '4'),
        ),
      );
    expect(kept).toMatchObject({ runnerName: '최지우', fileRank: null });
    // The same rows in an .xlsx (which cannot carry a NUL): each is a row error, and a file of nothing else a 400.
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('결과');
    ws.addRow(['배번', '성명', '성별', '기록', '순위']);
    for (const line of bad.slice(1, 3)) ws.addRow(line.split(','));
    const onlyBad = await postResults(
      { holdRound: '17', ticketName },
      { name: 'x.xlsx', data: Buffer.from(await wb.xlsx.writeBuffer()) },
      h,
    );
    expect(onlyBad.status).toBe(400);
    expect(onlyBad.body.errorMessage).toBe('등록할 수 있는 기록 행이 없습니다.');
    const nulCourse = await postResults({ holdRound: '17', ticketName: 'a\u0000b' }, { name: 'x.csv', data: Buffer.from(csv) }, h);
    expect(nulCourse.status).toBe(400);
  });

  it('results import: an .xlsx whose zip lies about its sizes is refused before it is inflated (as the group upload does)', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('결과');
    ws.addRow(['배번', '성명', '기록', '비고']);
    ws.addRow(['1', '김철수', '1:20:00', 'a'.repeat(30 * 1024 * 1024)]);
    const bomb = lieAboutSizes(Buffer.from(await wb.xlsx.writeBuffer()), 4096);
    expect(bomb.length).toBeLessThan(300 * 1024);
    const ticketName = `폭탄${randomBytes(3).toString('hex')}`;
    const res = await postResults({ holdRound: '17', ticketName }, { name: 'bomb.xlsx', data: bomb }, await asAdmin());
    expect(res.status).toBe(400);
    expect(res.body.errorMessage).toBe('표 형식의 결과 파일(CSV, TSV, XLSX)이 아닙니다.');
  }, 60_000);

  it('staff: a callbackUrl next-auth cannot parse (form, query or cookie) and a date before year 1 or 2000', async () => {
    const csrf = await fetch(`${BASE_URL}/api/auth/csrf`);
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const jar = csrf.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    for (const callbackUrl of ['http://[', 'http://a b', '%E0%A4%A']) {
      const res = await fetch(`${BASE_URL}/api/auth/callback/credentials`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar, origin: BASE_URL, 'x-forwarded-for': freshClientIp() },
        body: new URLSearchParams({ csrfToken, userName: 'admin', password: 'x', callbackUrl, json: 'true' }),
      });
      expect(res.status, callbackUrl).toBe(400);
      expect(((await res.json()) as { errorMessage: string }).errorMessage).toBe('요청 형식이 올바르지 않습니다.');
    }
    expect((await fetch(`${BASE_URL}/api/auth/signin?callbackUrl=http://%5B`, { redirect: 'manual' })).status).toBe(400);
    const stale = await fetch(`${BASE_URL}/api/auth/session`, { headers: { cookie: 'next-auth.callback-url=http%3A%2F%2F%5B' } });
    expect(stale.status).toBe(400);
    expect(stale.headers.getSetCookie().some((c) => c.startsWith('next-auth.callback-url=;'))).toBe(true);
    expect((await adminApi('POST', '/api/admin/checkLocation', { searchDate: '0000-01-01' })).status).toBe(400);
    expect(
      (await adminApi('POST', '/api/admin/untact/rank', { ticketName: '언택트 10Km', gender: 'M', confirmDate: '0000-01-01' })).status,
    ).toBe(400);
  });
});
