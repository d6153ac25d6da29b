import { and, asc, eq, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '@/db/schema';
import { api, BASE_URL, testDb } from '../helpers/env';
import { expectPdfShows, PDF_CHECK_TIMEOUT_MS } from '../helpers/pdf-render';
import { freshIp } from '../helpers/records';

const { personalRecords } = schema;

/** A demo runner of round 23 (seeded by the demo profile). */
async function someRunner() {
  const [r] = await testDb()
    .select()
    .from(personalRecords)
    .where(and(eq(personalRecords.holdRound, 23), eq(personalRecords.gender, 'F')))
    .orderBy(asc(personalRecords.recordId))
    .limit(1);
  return r;
}

describe('personal record (POST /api/ranking/person)', () => {
  it('finds the runner ignoring case and spaces, with H:MM:SS times', async () => {
    const r = await someRunner();
    const ip = freshIp();
    const res = await api(
      'POST',
      '/api/ranking/person',
      { holdRound: 23, backNo: r.backNo, runnerName: `  ${r.runnerName}  ` },
      { 'x-forwarded-for': ip },
    );
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    expect(res.body[0]).toMatchObject({
      runnerName: r.runnerName,
      backNo: r.backNo,
      gender: 'F',
      holdRound: 23,
      ticketName: r.ticketName,
      totalRank: r.totalRank,
      ageRank: r.ageRank,
      ageType: r.ageType,
    });
    expect(res.body[0].elapseTime).toMatch(/^\d:\d\d:\d\d$/);
    expect(res.body[0].gunTime).toMatch(/^\d:\d\d:\d\d$/);
    expect(Object.keys(res.body[0])).toEqual(expect.arrayContaining(['startTime', 'finishTime']));
  });

  it('applies the form rules and answers [] when nothing matches', async () => {
    const ip = { 'x-forwarded-for': freshIp() };
    const noBib = await api('POST', '/api/ranking/person', { holdRound: 23, backNo: '', runnerName: '김' }, ip);
    expect(noBib.status).toBe(400);
    expect(noBib.body.errorMessage).toBe('배번호를 입력하세요.(숫자)');
    expect((await api('POST', '/api/ranking/person', { holdRound: 23, backNo: 'F3', runnerName: '김' }, ip)).status).toBe(400);
    expect((await api('POST', '/api/ranking/person', { backNo: '1', runnerName: '김' }, ip)).status).toBe(400);
    expect((await api('POST', '/api/ranking/person', { holdRound: 23, backNo: '1', runnerName: ' ' }, ip)).status).toBe(400);
    const none = await api('POST', '/api/ranking/person', { holdRound: 23, backNo: '99999', runnerName: '없는사람' }, ip);
    expect(none.status).toBe(200);
    expect(none.body).toEqual([]);
  });

  it('answers 429 after 10 failed lookups a minute from one client, even in parallel', async () => {
    const ip = { 'x-forwarded-for': freshIp() };
    const misses = await Promise.all(
      Array.from({ length: 14 }, (_, i) =>
        api('POST', '/api/ranking/person', { holdRound: 22, backNo: String(90000 + i), runnerName: '없음' }, ip),
      ),
    );
    expect(misses.filter((m) => m.status === 200).length).toBe(10);
    expect(misses.filter((m) => m.status === 429).length).toBe(4);
    const r = await someRunner();
    expect((await api('POST', '/api/ranking/person', { holdRound: 23, backNo: r.backNo, runnerName: r.runnerName }, ip)).status).toBe(429);
    expect(
      (
        await api(
          'POST',
          '/api/ranking/person',
          { holdRound: 23, backNo: r.backNo, runnerName: r.runnerName },
          { 'x-forwarded-for': freshIp() },
        )
      ).status,
    ).toBe(200);
  });

  it('refuses even a right guess once 10 lookups have failed, and counts a parallel burst one by one', async () => {
    const r = await someRunner();
    const hit = { holdRound: 23, backNo: r.backNo, runnerName: r.runnerName };
    const miss = (i: number) => ({ holdRound: 22, backNo: String(91000 + i), runnerName: '없음' });
    const ip = { 'x-forwarded-for': freshIp() };
    for (let i = 0; i < 10; i++) expect((await api('POST', '/api/ranking/person', miss(i), ip)).body).toEqual([]);
    // Otherwise a blocked client could go on guessing: 429 = wrong, rows = right.
    expect((await api('POST', '/api/ranking/person', hit, ip)).status).toBe(429);

    const burst = { 'x-forwarded-for': freshIp() };
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => api('POST', '/api/ranking/person', i % 4 === 0 ? hit : miss(i), burst)),
    );
    const misses = answers.filter((_, i) => i % 4 !== 0);
    expect(misses.filter((a) => a.status === 200 && a.body.length === 0).length).toBe(10);
    expect(misses.filter((a) => a.status === 429).length).toBe(2);
    const hits = answers.filter((_, i) => i % 4 === 0);
    expect(hits.every((a) => a.status === 429 || (a.status === 200 && a.body.length === 1))).toBe(true);
  });

  it('counts the lookups of many clients arriving together each as if it were alone', async () => {
    const r = await someRunner();
    const hit = { holdRound: 23, backNo: r.backNo, runnerName: ` ${r.runnerName.toUpperCase()} ` };
    const guessers = Array.from({ length: 6 }, () => ({ 'x-forwarded-for': freshIp() }));
    const finder = { 'x-forwarded-for': freshIp() };
    // Interleaved, so that the worker counts several clients' attempts in one statement.
    const calls = Array.from({ length: 13 }, (_, i) => [
      ...guessers.map((ip, g) => ({
        g,
        call: api('POST', '/api/ranking/person', { holdRound: 22, backNo: String(92000 + i), runnerName: '없음' }, ip),
      })),
      { g: -1, call: api('POST', '/api/ranking/person', hit, finder) },
    ]).flat();
    const answers = await Promise.all(calls.map(async ({ g, call }) => ({ g, res: await call })));
    for (let g = 0; g < guessers.length; g++) {
      const mine = answers.filter((a) => a.g === g).map((a) => a.res);
      expect(mine.filter((a) => a.status === 200 && a.body.length === 0).length).toBe(10);
      expect(mine.filter((a) => a.status === 429).length).toBe(3);
    }
    const found = answers.filter((a) => a.g === -1).map((a) => a.res);
    expect(found.every((a) => a.status === 200 && a.body.length === 1 && a.body[0].backNo === r.backNo)).toBe(true);
  });

  it(
    'gives a finisher certificate PDF that prints the runner, bib and time (rendered and read back)',
    async () => {
      const r = await someRunner();
      const ip = freshIp();
      const [row] = (
        await api('POST', '/api/ranking/person', { holdRound: 23, backNo: r.backNo, runnerName: r.runnerName }, { 'x-forwarded-for': ip })
      ).body;
      const q = new URLSearchParams({ holdRound: '23', backNo: r.backNo, runnerName: r.runnerName });
      const res = await fetch(`${BASE_URL}/api/ranking/certificate?${q}`, { headers: { 'x-forwarded-for': ip } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      const pdf = Buffer.from(await res.arrayBuffer());
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.length).toBeLessThan(60_000); // a subset, not the whole font
      expect(pdf.includes(Buffer.from('FontFile2'))).toBe(true);
      await expectPdfShows(pdf, [r.runnerName, r.backNo, row.elapseTime], 'finisher-certificate');
      const miss = await fetch(
        `${BASE_URL}/api/ranking/certificate?${new URLSearchParams({ holdRound: '23', backNo: '99999', runnerName: 'x' })}`,
        { headers: { 'x-forwarded-for': freshIp() } },
      );
      expect(miss.status).toBe(404);
    },
    PDF_CHECK_TIMEOUT_MS,
  );
});

describe('overall record (POST /api/ranking/team, GET /api/ranking/courses)', () => {
  it('pages the results of the filters in place order', async () => {
    const courses = await api('GET', '/api/ranking/courses?holdRound=23');
    expect(courses.status).toBe(200);
    expect(courses.body).toEqual(expect.arrayContaining(['하프', '미니(10km)', '건강(5km)']));
    const first = await api('POST', '/api/ranking/team', { holdRound: 23, ageType: null, gender: 'M', ticketName: '하프' });
    expect(first.status).toBe(200);
    expect(first.body.records).toHaveLength(10);
    expect(first.body.records[0].totalRank).toBe(1);
    expect(first.body.pageMaxNo).toBe(Math.ceil(first.body.totalCount / 10));
    const second = await api('POST', '/api/ranking/team', {
      holdRound: 23,
      ageType: null,
      gender: 'M',
      ticketName: '하프',
      pageNo: 2,
      rowCount: 10,
    });
    const ranks = [...first.body.records, ...second.body.records].map((r: { totalRank: number }) => r.totalRank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(ranks[10]).toBeGreaterThanOrEqual(ranks[9]);
    const forty = await api('POST', '/api/ranking/team', {
      holdRound: 23,
      ageType: 40,
      gender: 'F',
      ticketName: '미니(10km)',
      rowCount: 100,
    });
    expect(forty.body.records.length).toBeGreaterThan(0);
    expect(forty.body.records.every((r: { ageType: number; gender: string }) => r.ageType === 40 && r.gender === 'F')).toBe(true);
    expect(forty.body.records[0].ageRank).toBe(1);
    const all = await api('POST', '/api/ranking/team', { holdRound: 23, ageType: null, gender: null, ticketName: null });
    expect(all.body.totalCount).toBeGreaterThan(3000);
    expect((await api('POST', '/api/ranking/team', { holdRound: 23, gender: 'X' })).status).toBe(400);
    const empty = await api('POST', '/api/ranking/team', { holdRound: 2, ageType: null, gender: null, ticketName: null });
    expect(empty.body).toEqual({ records: [], pageMaxNo: 1, totalCount: 0 });
  });

  it('gives, for one round, the same pages and counts as the database in place order, to past the last page', async () => {
    const filters = [
      { ticketName: null, gender: null, ageType: null },
      { ticketName: '하프', gender: 'F', ageType: null },
      { ticketName: null, gender: 'M', ageType: 30 },
      { ticketName: '건강(5km)', gender: null, ageType: 60 },
    ];
    for (const f of filters) {
      const where: SQL[] = [eq(personalRecords.holdRound, 22)];
      if (f.ticketName) where.push(eq(personalRecords.ticketName, f.ticketName));
      if (f.gender) where.push(eq(personalRecords.gender, f.gender));
      if (f.ageType) where.push(eq(personalRecords.ageType, f.ageType));
      const truth = await testDb()
        .select({ backNo: personalRecords.backNo, ticketName: personalRecords.ticketName })
        .from(personalRecords)
        .where(and(...where))
        .orderBy(asc(personalRecords.elapseTime), asc(personalRecords.holdRound), asc(personalRecords.recordId));
      const pageMaxNo = Math.max(1, Math.ceil(truth.length / 30));
      for (const pageNo of [1, 2, pageMaxNo, pageMaxNo + 1]) {
        const res = await api('POST', '/api/ranking/team', { holdRound: 22, ...f, pageNo, rowCount: 30 });
        expect(res.status).toBe(200);
        expect(res.body.totalCount).toBe(truth.length);
        expect(res.body.pageMaxNo).toBe(pageMaxNo);
        expect(
          res.body.records.map((r: { backNo: string; ticketName: string }) => ({ backNo: r.backNo, ticketName: r.ticketName })),
        ).toEqual(truth.slice((pageNo - 1) * 30, pageNo * 30));
      }
    }
  });
});
