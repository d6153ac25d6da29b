import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import * as schema from '@/db/schema';
import { jobSettings } from '@/lib/jobs/settings';
import { adminApi, asAdmin } from '../helpers/admin';
import { api, BASE_URL, testDb } from '../helpers/env';
import { joinerBody, randomMobile, randomName, runnerBody } from '../helpers/people';
import { freeBibRange, lookupRunner, markPaid, paidRunners, type PaidRunner } from '../helpers/race-day';
import { createTicket } from '../helpers/tickets';

const smsOf = (kind: string, recipient: string) =>
  testDb()
    .select()
    .from(schema.smsOutbox)
    .where(and(eq(schema.smsOutbox.kind, kind), eq(schema.smsOutbox.recipient, recipient)));

async function upload(path: string, csv: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  form.set('file', new Blob([csv]), 'file.csv');
  const res = await fetch(`${BASE_URL}${path}`, { method: 'POST', headers: await asAdmin(), body: form });
  return { status: res.status, body: await res.json() };
}

describe('bib SMS (POST /api/admin/bibs/notify)', () => {
  it('tells each paid runner their bib and kit QR link once, and again only when the bib changed', async () => {
    const ticket = await createTicket();
    const [a, b] = await paidRunners(ticket.ticketSeq, 2);
    const range = await freeBibRange(4);
    await adminApi('POST', '/api/admin/bibs/assign', { ticketSeq: ticket.ticketSeq, ...range, order: 'paid' });
    const first = await adminApi('POST', '/api/admin/bibs/notify', { ticketSeq: ticket.ticketSeq });
    expect(first.body).toEqual({ queued: 2 });
    const [sms] = await smsOf('bib', a.cellphone);
    expect(sms.body).toContain(`배번은 ${range.from}번`);
    expect(sms.body).toMatch(/\/apply\/checkin\?t=K1[A-Za-z0-9_-]{22}/);
    expect((await adminApi('POST', '/api/admin/bibs/notify', { ticketSeq: ticket.ticketSeq })).body).toEqual({ queued: 0 });
    await adminApi('PUT', '/api/admin/bibs', { runnerSeq: b.runnerSeq, backNo: range.to });
    expect((await adminApi('POST', '/api/admin/bibs/notify', { ticketSeq: ticket.ticketSeq })).body).toEqual({ queued: 1 });
    expect((await smsOf('bib', b.cellphone)).map((m) => m.body.includes(`${range.to}번`))).toEqual([false, true]);
  });
});

describe('kit dispatch', () => {
  it('exports one row per parcel (a group in one row to the applicant), only with a purpose', async () => {
    const ticket = await createTicket();
    const joiner = joinerBody(randomName(), randomMobile());
    const group = await api('POST', '/api/applicant/applyFor', {
      joiner: { ...joiner, exponent: `팀${randomName()}` },
      runners: [runnerBody(ticket.ticketSeq, { choiceOption: '95' }), runnerBody(ticket.ticketSeq, { choiceOption: '110' })],
    });
    expect(group.status).toBe(200);
    const [j] = await testDb()
      .select()
      .from(schema.joiners)
      .where(sql`${schema.joiners.joinSeq} = ${group.body.joinSeq} AND ${schema.joiners.cellphone} = ${joiner.cellphone}`);
    await markPaid([j.joinerId]);
    const range = await freeBibRange(2);
    await adminApi('POST', '/api/admin/bibs/assign', { ticketSeq: ticket.ticketSeq, ...range, order: 'group' });

    expect((await adminApi('GET', '/api/admin/dispatch/export?scope=all')).status).toBe(400);
    const res = await fetch(`${BASE_URL}/api/admin/dispatch/export?scope=all&purpose=${encodeURIComponent('택배 접수')}`, {
      headers: await asAdmin(),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await res.arrayBuffer());
    const sheet = wb.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      '받는분',
      '받는분전화번호',
      '우편번호',
      '받는분주소',
      '품목명',
      '수량',
      '배송메세지',
      '주문번호',
      '택배사',
      '운송장번호',
    ]);
    const rows: ExcelJS.Row[] = [];
    sheet.eachRow((row, n) => n > 1 && String(row.getCell(8).value) === String(j.joinSeq).padStart(4, '0') && rows.push(row));
    expect(rows).toHaveLength(1);
    expect(rows[0].getCell(1).value).toBe(joiner.joinerName);
    expect(rows[0].getCell(6).value).toBe(2);
    const items = String(rows[0].getCell(5).value);
    expect(items).toMatch(new RegExp(`^배번 ${range.from} 기념티셔츠\\((95|110)\\) / 배번 ${range.from + 1} 기념티셔츠\\((95|110)\\)$`));
    expect(items).toContain('(95)');
    expect(items).toContain('(110)');
    const audit = await testDb()
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, 'export'), eq(schema.auditLog.purpose, '택배 접수')));
    expect(audit.length).toBeGreaterThan(0);
  });

  it('records the courier’s tracking numbers, shows the tracking link on the lookup page and tells the runner once', async () => {
    const ticket = await createTicket();
    const [r, unpaid] = await paidRunners(ticket.ticketSeq, 2);
    await testDb().update(schema.joiners).set({ paymentStatus: 'RSVT' }).where(eq(schema.joiners.joinerId, unpaid.joinerId));
    const seq = (x: PaidRunner) => String(x.joinSeq).padStart(4, '0');
    const csv = [
      '주문번호,운송장번호,택배사',
      `${seq(r)},6012-3456-7890,CJ대한통운`,
      `${seq(unpaid)},601234567891,`,
      '0000,601234567892,',
    ].join('\n');
    const res = await upload('/api/admin/dispatch/tracking', csv, { courier: 'epost' });
    expect(res.status).toBe(200);
    expect(res.body.updated).toBe(1);
    expect(res.body.errors.map((e: { row: number }) => e.row)).toEqual([3, 4]);
    const tracking = (await lookupRunner(r)).joiner.tracking;
    expect(tracking).toMatchObject({
      courier: 'cj',
      trackingNo: '601234567890',
      trackingUrl: 'https://trace.cjlogistics.com/next/tracking.html?wblNo=601234567890',
    });
    const [sms] = await smsOf('dispatched', r.cellphone);
    expect(sms.body).toContain('CJ대한통운 601234567890');
    // The same file again changes nothing and tells nobody twice.
    const again = await upload('/api/admin/dispatch/tracking', csv, { courier: 'epost' });
    expect(again.body).toMatchObject({ updated: 0, unchanged: 1 });
    expect(await smsOf('dispatched', r.cellphone)).toHaveLength(1);
    expect((await adminApi('GET', '/api/admin/dispatch')).body.dispatched).toBeGreaterThan(0);
  });
});

describe('finish SMS', () => {
  it('goes a minute after the finish passing, to the runner and the emergency contact who agreed, once', async () => {
    const ticket = await createTicket({ distanceKm: '5', startTime: '09:00' });
    const contact = randomMobile();
    const [r] = await paidRunners(ticket.ticketSeq, 1, {
      emergencyName: '김보호',
      emergencyPhone: contact,
      emergencyRelation: '배우자',
      finishSms: true,
      finishSmsEmergency: true,
    });
    const [quiet] = await paidRunners(ticket.ticketSeq, 1);
    const range = await freeBibRange(2);
    await adminApi('POST', '/api/admin/bibs/assign', { ticketSeq: ticket.ticketSeq, ...range, order: 'paid' });
    const { token } = (await adminApi('POST', '/api/admin/timing/tokens', { label: 'finish' })).body;
    const post = (backNo: number, point: string, time: string) =>
      api('POST', '/api/v1/timing/passings', [{ backNo, point, time }], { authorization: `Bearer ${token}` });
    await post(range.from, 'start', '2025-10-19T09:00:10+09:00');
    await post(range.from + 1, 'start', '2025-10-19T09:00:10+09:00');
    await post(range.from, 'finish', '2025-10-19T09:25:40+09:00');
    await post(range.from + 1, 'finish', '2025-10-19T09:26:40+09:00');
    await post(range.from, 'finish', '2025-10-19T09:25:41+09:00'); // a second read of the line

    // One job for the runner who agreed, due a minute later; brought forward here instead of waiting.
    const jobs = jobSettings().schema;
    const { rows } = await testDb().execute(
      sql.raw(`SELECT id FROM ${jobs}.job WHERE name = 'finish-sms' AND (data->>'runnerSeq')::int IN (${r.runnerSeq}, ${quiet.runnerSeq})`),
    );
    expect(rows).toHaveLength(1);
    await testDb().execute(
      sql.raw(`UPDATE ${jobs}.job SET start_after = now() WHERE name = 'finish-sms' AND (data->>'runnerSeq')::int = ${r.runnerSeq}`),
    );
    let sent: Array<typeof schema.smsOutbox.$inferSelect> = [];
    for (let i = 0; i < 40 && sent.length < 2; i++) {
      await new Promise((res) => setTimeout(res, 500));
      sent = [...(await smsOf('finish', r.cellphone)), ...(await smsOf('finish', contact))];
    }
    expect(sent.map((m) => m.body)).toEqual([
      `[${sent[0].body.slice(1, sent[0].body.indexOf(']'))}] ${r.runnerName}(${range.from}) ${ticket.ticketName} 완주, 잠정 기록 0:25:30, 잠정 순위 1위. 공식 기록은 추후 발표됩니다.`,
      sent[0].body,
    ]);
    expect(await smsOf('finish', quiet.cellphone)).toEqual([]);
  });
});
