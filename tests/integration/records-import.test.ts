import { and, count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import * as schema from '@/db/schema';
import { generateResults, resultsCsv } from '@/lib/records/demo-data';
import { asAdmin } from '../helpers/admin';
import { api, testDb } from '../helpers/env';
import { freshIp, postResults } from '../helpers/records';

const { personalRecords, recordImports } = schema;

async function rowsOf(holdRound: number, ticketName: string) {
  const [{ n }] = await testDb()
    .select({ n: count() })
    .from(personalRecords)
    .where(and(eq(personalRecords.holdRound, holdRound), eq(personalRecords.ticketName, ticketName)));
  return n;
}

describe('results import (POST /api/admin/records/import)', () => {
  const big = generateResults({ seed: 2019, course: 'half', count: 21_000, raceYear: 2019 });
  const bigCsv = Buffer.from(resultsCsv(big), 'utf8');

  it('imports a 21,000-row file with the places of the file, and again without duplicates', async () => {
    const h = await asAdmin();
    const fields = { holdRound: '19', ticketName: '하프' };
    const first = await postResults(fields, { name: 'results-19-half.csv', data: bigCsv }, h);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ imported: 21_000, skipped: 0, errors: [] });
    expect(first.body.mapping).toMatchObject({
      backNo: '배번',
      runnerName: '성명',
      gender: '성별',
      netTime: '기록',
      gunTime: '건타임',
      place: '순위',
    });

    const stored = await testDb()
      .select({
        backNo: personalRecords.backNo,
        totalRank: personalRecords.totalRank,
        fileRank: personalRecords.fileRank,
        ageRank: personalRecords.ageRank,
      })
      .from(personalRecords)
      .where(and(eq(personalRecords.holdRound, 19), eq(personalRecords.ticketName, '하프')));
    expect(stored).toHaveLength(21_000);
    const placeOf = new Map(big.map((r) => [r.backNo, r.place]));
    const mismatched = stored.filter((r) => r.totalRank !== placeOf.get(r.backNo));
    expect(mismatched).toEqual([]);
    expect(stored.every((r) => r.totalRank === r.fileRank && r.ageRank !== null && r.ageRank <= r.totalRank!)).toBe(true);
    const seen = new Set<string>();
    const ties = big.filter((r) => seen.size === seen.add(`${r.gender}:${r.netTime}`).size);
    expect(ties.length).toBeGreaterThan(0); // the file has shared places, and they matched

    const again = await postResults(fields, { name: 'results-19-half.csv', data: bigCsv }, h);
    expect(again.status).toBe(200);
    expect(await rowsOf(19, '하프')).toBe(21_000);
  });

  it('serialises concurrent imports of one round and course: never duplicated, never half-replaced', async () => {
    const h = await asAdmin();
    const a = Buffer.from(resultsCsv(generateResults({ seed: 1, course: 'mini', count: 1500, raceYear: 2018 })), 'utf8');
    const b = Buffer.from(resultsCsv(generateResults({ seed: 2, course: 'mini', count: 1700, raceYear: 2018 })), 'utf8');
    const fields = { holdRound: '18', ticketName: '미니(10km)' };
    const answers = await Promise.all([
      postResults(fields, { name: 'a.csv', data: a }, h),
      postResults(fields, { name: 'b.csv', data: b }, h),
      postResults(fields, { name: 'a.csv', data: a }, h),
    ]);
    expect(answers.map((x) => x.status)).toEqual([200, 200, 200]);
    expect([1500, 1700]).toContain(await rowsOf(18, '미니(10km)'));
  });

  it('reads a CP949 file and finds its runners by name and bib', async () => {
    const h = await asAdmin();
    const rows = generateResults({ seed: 17, course: 'health', count: 400, raceYear: 2017 });
    const res = await postResults(
      { holdRound: '17', ticketName: '건강(5km)' },
      { name: 'cp949.csv', data: iconv.encode(resultsCsv(rows), 'cp949') },
      h,
    );
    expect(res.status).toBe(200);
    expect(res.body.imported).toBe(400);
    const who = rows[10];
    const found = await api(
      'POST',
      '/api/ranking/person',
      { holdRound: 17, backNo: who.backNo, runnerName: who.runnerName },
      { 'x-forwarded-for': freshIp() },
    );
    expect(found.status).toBe(200);
    expect(found.body).toHaveLength(1);
    expect(found.body[0]).toMatchObject({ runnerName: who.runnerName, backNo: who.backNo, ticketName: '건강(5km)', totalRank: who.place });
  });

  it('reads an .xlsx with time cells, a one-gender file with the gender field, and reports bad rows by number', async () => {
    const h = await asAdmin();
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('결과');
    ws.addRow(['Bib', 'Name', 'Age', 'Chip Time', 'Gun Time']);
    ws.addRow([501, 'Park Ji-hoon', 34, '0:41:10', '0:41:30']);
    const timeCell = ws.addRow([502, '최 유진', 0, new Date(Date.UTC(1899, 11, 30, 0, 39, 5)), '-']);
    timeCell.getCell(4).numFmt = '[h]:mm:ss';
    ws.addRow([503, 'Lee', 51, 'soon', '']);
    ws.addRow([504, 'Kang', 62, '0:39:05', '']);
    const data = Buffer.from(await wb.xlsx.writeBuffer());
    const res = await postResults({ holdRound: '16', ticketName: '10K', gender: 'F' }, { name: 'women.xlsx', data }, h);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ imported: 3, skipped: 1 });
    expect(res.body.errors).toEqual([{ row: 4, message: expect.stringContaining('soon') }]);
    const rows = await testDb()
      .select()
      .from(personalRecords)
      .where(and(eq(personalRecords.holdRound, 16), eq(personalRecords.ticketName, '10K')));
    const byBib = Object.fromEntries(rows.map((r) => [r.backNo, r]));
    expect(byBib['502']).toMatchObject({ gender: 'F', elapseTime: 39 * 60 + 5, ageType: null, totalRank: 1, ageRank: 1 });
    expect(byBib['504']).toMatchObject({ elapseTime: 39 * 60 + 5, ageType: 60, totalRank: 1 }); // equal times share 1st
    expect(byBib['501']).toMatchObject({ ageType: 30, totalRank: 3, gunTime: 41 * 60 + 30 });
  });

  it('refuses a broken file, an unknown round, a missing file or session, changing nothing', async () => {
    const h = await asAdmin();
    const before = await rowsOf(19, '하프');
    const [imp] = await testDb()
      .select()
      .from(recordImports)
      .where(and(eq(recordImports.holdRound, 19), eq(recordImports.ticketName, '하프')));
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2000, 0)]);
    const broken = await postResults({ holdRound: '19', ticketName: '하프' }, { name: 'x.csv', data: pdf }, h);
    expect(broken.status).toBe(400);
    expect(broken.body.errorMessage).toBe('표 형식의 결과 파일(CSV, TSV, XLSX)이 아닙니다.');
    const oneColumn = await postResults({ holdRound: '19', ticketName: '하프' }, { name: 'x.csv', data: Buffer.from('hello\nworld\n') }, h);
    expect(oneColumn.status).toBe(400);
    const noTime = await postResults({ holdRound: '19', ticketName: '하프' }, { name: 'x.csv', data: Buffer.from('배번,성명\n1,김\n') }, h);
    expect(noTime.status).toBe(400);
    expect(noTime.body.errorMessage).toContain('netTime');
    for (const round of ['0', '999', 'x']) {
      const r = await postResults({ holdRound: round, ticketName: '하프' }, { name: 'r.csv', data: bigCsv }, h);
      expect(r.status).toBe(400);
    }
    expect((await postResults({ holdRound: '19', ticketName: '하프' }, null, h)).status).toBe(400);
    expect((await postResults({ holdRound: '19', ticketName: '하프' }, { name: 'r.csv', data: bigCsv }, {})).status).toBe(401);
    const json = await api('POST', '/api/admin/records/import', { holdRound: 19 }, h);
    expect(json.status).toBe(415);
    expect(await rowsOf(19, '하프')).toBe(before);
    const [still] = await testDb()
      .select()
      .from(recordImports)
      .where(and(eq(recordImports.holdRound, 19), eq(recordImports.ticketName, '하프')));
    expect(still.importedAt).toEqual(imp.importedAt);
  });

  it('previews the detected mapping and deletes a round/course import', async () => {
    const h = await asAdmin();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(Buffer.from('Bib,Name,Gender,Net Time\n1,A,1,1:00:00\n2,B,2,1:01:00\n'))]), 'p.csv');
    const { BASE_URL } = await import('../helpers/env');
    const preview = await fetch(`${BASE_URL}/api/admin/records/preview`, { method: 'POST', body: form, headers: h });
    expect(preview.status).toBe(200);
    const p = await preview.json();
    expect(p).toMatchObject({ headers: ['Bib', 'Name', 'Gender', 'Net Time'], droppedGender: true, rowCount: 2 });
    expect(p.mapping.gender).toBeUndefined();

    expect((await api('DELETE', '/api/admin/records/import', { holdRound: 16, ticketName: '10K' })).status).toBe(401);
    const del = await api('DELETE', '/api/admin/records/import', { holdRound: 16, ticketName: '10K' }, h);
    expect(del.status).toBe(200);
    expect(del.body.deleted).toBe(3);
    expect(await rowsOf(16, '10K')).toBe(0);
    expect((await api('DELETE', '/api/admin/records/import', { holdRound: 16, ticketName: '10K' }, h)).status).toBe(404);
  });

  it('has every edition 1..24 and demo results of past rounds marked as demo', async () => {
    const eds = await testDb().select({ holdRound: schema.events.holdRound }).from(schema.events);
    // Other test files add editions of their own (the next edition, rounds far out of range): the seeded
    // history is the rounds 1..24, each once.
    const seeded = eds.map((e) => e.holdRound).filter((r) => r >= 1 && r <= 24);
    expect(seeded.sort((a, b) => a - b)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    const demo = await testDb().select().from(recordImports).where(eq(recordImports.holdRound, 23));
    expect(demo.length).toBe(3);
    expect(demo.every((d) => d.isDemo && d.rowCount >= 1000)).toBe(true);
    const list = await api('GET', '/api/admin/records/import', undefined, await asAdmin());
    expect(list.body.filter((d: { isDemo: boolean }) => d.isDemo).length).toBeGreaterThanOrEqual(9);
  });
});
