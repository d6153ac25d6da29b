import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '@/db/schema';
import { asAdmin } from '../helpers/admin';
import { api, BASE_URL, testDb } from '../helpers/env';
import { freshIp, postResults } from '../helpers/records';
import { qrOfPdf } from '../helpers/pdf-qr';

const { personalRecords } = schema;

/**
 * The runner followed across three editions (generated data): a passport-style Latin name, born
 * 1984-03-09; a namesake born on another day runs the same races and must never be mixed in.
 */
const RUNNER = 'Park Ji Won';
const BIRTHDAY = '19840309';
const ROUNDS = [
  { holdRound: 10, time: '1:52:10', other: '2:05:00' },
  { holdRound: 11, time: '1:48:31', other: '2:01:00' },
  { holdRound: 12, time: '1:50:02', other: '1:59:40' },
];

/** A results file of one edition's half with a birth-date column (as the timing company gives it). */
function resultsFile(time: string, other: string): Buffer {
  const rows = [
    '배번,성명,성별,생년월일,기록,순위',
    `1001,${RUNNER},남,1984-03-09,${time},1`,
    `1002,${RUNNER},남,1979.11.30,${other},2`,
    `1003,김하늘,여,19900101,2:10:00,3`,
  ];
  return Buffer.from(rows.join('\r\n') + '\r\n', 'utf8');
}

async function importRound(holdRound: number, time: string, other: string, h: Record<string, string>) {
  const res = await postResults(
    { holdRound: String(holdRound), ticketName: '하프' },
    { name: `r${holdRound}.csv`, data: resultsFile(time, other) },
    h,
  );
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ imported: 3, skipped: 0 });
}

describe('verifiable certificates and a runner history', () => {
  it('finds the runner across three imported editions by name and birth date, and not with a wrong birth date', async () => {
    const h = await asAdmin();
    for (const r of ROUNDS) await importRound(r.holdRound, r.time, r.other, h);

    const ip = freshIp();
    const found = await api('POST', '/api/ranking/history', { runnerName: 'park  ji won', birthday: BIRTHDAY }, { 'x-forwarded-for': ip });
    expect(found.status).toBe(200);
    expect(found.body.results.map((r: { holdRound: number; elapseTime: string }) => [r.holdRound, r.elapseTime])).toEqual([
      [12, '1:50:02'],
      [11, '1:48:31'],
      [10, '1:52:10'],
    ]);
    for (const r of found.body.results) {
      expect(r).toMatchObject({ ticketName: '하프', totalRank: 1 });
      expect(r.ageGrade).toBeGreaterThan(40);
      expect(r.ageGrade).toBeLessThan(80);
    }
    expect(found.body.bests.half).toMatchObject({ holdRound: 11, elapseTime: '1:48:31' });

    const wrong = await api('POST', '/api/ranking/history', { runnerName: RUNNER, birthday: '19840310' }, { 'x-forwarded-for': ip });
    expect(wrong.status).toBe(200);
    expect(wrong.body.results).toEqual([]);
    const partial = await api('POST', '/api/ranking/history', { runnerName: 'Park Ji', birthday: BIRTHDAY }, { 'x-forwarded-for': ip });
    expect(partial.body.results).toEqual([]);
  });

  it('refuses a client after repeated misses (429)', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push(
        (await api('POST', '/api/ranking/history', { runnerName: `Nobody ${i}`, birthday: '19700101' }, { 'x-forwarded-for': ip })).status,
      );
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("a certificate's printed QR code verifies; after staff correct the result the old code is no longer valid", async () => {
    const h = await asAdmin();
    const q = new URLSearchParams({ holdRound: '11', backNo: '1001', runnerName: RUNNER, ticketName: '하프' });
    const res = await fetch(`${BASE_URL}/api/ranking/certificate?${q}`, { headers: { 'x-forwarded-for': freshIp() } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/pdf');
    const pdf = Buffer.from(await res.arrayBuffer());

    const url = qrOfPdf(pdf);
    expect(url).toMatch(/\/record\/verify\/[0-9A-Z]{12}$/);
    const code = url!.split('/').at(-1)!;
    const ip = freshIp();
    const ok = await api('GET', `/api/certificates/${code}`, undefined, { 'x-forwarded-for': ip });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      runnerName: `P${'*'.repeat(RUNNER.length - 1)}`,
      ticketName: '하프',
      holdRound: 11,
      elapseTime: '1:48:31',
      valid: true,
    });

    // The same result downloaded again carries the same code.
    const again = await fetch(`${BASE_URL}/api/ranking/certificate?${q}`, { headers: { 'x-forwarded-for': freshIp() } });
    expect(qrOfPdf(Buffer.from(await again.arrayBuffer()))).toBe(url);

    const page = await fetch(`${BASE_URL}/record/verify/${code}`);
    expect(await page.text()).toContain('유효한 완주증입니다.');

    // Staff import a corrected file for the edition: the runner's time changes.
    await importRound(11, '1:49:31', '2:01:00', h);
    const [row] = await testDb()
      .select({ elapseTime: personalRecords.elapseTime })
      .from(personalRecords)
      .where(and(eq(personalRecords.holdRound, 11), eq(personalRecords.backNo, '1001')));
    expect(row.elapseTime).toBe(3600 + 49 * 60 + 31);

    const revoked = await api('GET', `/api/certificates/${code}`, undefined, { 'x-forwarded-for': ip });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ valid: false, elapseTime: '1:48:31' });
    expect(revoked.body.revokedAt).toEqual(expect.any(String));
    const revokedPage = await fetch(`${BASE_URL}/record/verify/${code}`);
    expect(await revokedPage.text()).toContain('더 이상 유효하지 않은 완주증입니다.');

    // A new certificate of the corrected result gets a new code, valid.
    const fresh = await fetch(`${BASE_URL}/api/ranking/certificate?${q}`, { headers: { 'x-forwarded-for': freshIp() } });
    const freshUrl = qrOfPdf(Buffer.from(await fresh.arrayBuffer()));
    expect(freshUrl).not.toBe(url);
    const freshCode = freshUrl!.split('/').at(-1)!;
    expect((await api('GET', `/api/certificates/${freshCode}`, undefined, { 'x-forwarded-for': ip })).body).toMatchObject({
      valid: true,
      elapseTime: '1:49:31',
    });
  });

  it('answers 404 for an unknown code', async () => {
    const res = await api('GET', '/api/certificates/AAAA-BBBB-CCCC', undefined, { 'x-forwarded-for': freshIp() });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ errorCode: 'S0001' });
  });
});
