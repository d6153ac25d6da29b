import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import * as schema from '@/db/schema';
import { asAdmin } from '../helpers/admin';
import { api, BASE_URL, testDb } from '../helpers/env';
import { joinerBody, randomMobile, randomName, runnerBody } from '../helpers/people';
import { confirmDeposit } from '../helpers/payments';
import { createTicket, currentEvent } from '../helpers/tickets';

async function ticketTotal(ticketSeq: number) {
  const [t] = await testDb().select().from(schema.tickets).where(eq(schema.tickets.ticketSeq, ticketSeq));
  return t.total;
}
async function joinerOf(joinSeq: number) {
  const ev = await currentEvent();
  const rows = await testDb().select().from(schema.joiners).where(eq(schema.joiners.joinSeq, joinSeq));
  return rows.find((j) => j.eventId === ev.eventId)!;
}
const seq = (n: number) => String(n).padStart(4, '0');

async function upload(path: string, name: string, data: Buffer, headers: Record<string, string>) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)]), name);
  const res = await fetch(`${BASE_URL}${path}`, { method: 'POST', body: form, headers });
  return { status: res.status, body: await res.json() };
}

describe('admin proxy calls (spec §4, §7)', () => {
  it('refuses every proxy call without a session (401)', async () => {
    expect((await api('GET', '/api/admin/applicant/findby?joinSeq=1234')).status).toBe(401);
    expect((await api('POST', '/api/admin/applicant/applyForAll', { joiner: joinerBody(), runners: { INS: [] } })).status).toBe(401);
    expect((await api('PUT', '/api/admin/application/update', {})).status).toBe(401);
    expect((await upload('/api/admin/application/excel', 'a.xlsx', Buffer.from('x'), {})).status).toBe(401);
    expect((await api('GET', '/api/admin/application/excel/template')).status).toBe(401);
  });

  it('registers a group by proxy outside the sale window, edits it with INS/UPD/DEL and keeps place counts', async () => {
    const h = await asAdmin();
    const closed = await createTicket({
      saleOpenTime: new Date(Date.now() - 3 * 86_400_000),
      saleCloseTime: new Date(Date.now() - 86_400_000),
      ticketPrice: 30000,
    });
    const other = await createTicket({ ticketPrice: 20000 });
    const applicant = { ...joinerBody(), exponent: `단체${randomName()}` };
    const a = runnerBody(closed.ticketSeq),
      b = runnerBody(closed.ticketSeq),
      c = runnerBody(closed.ticketSeq);
    const created = await api('POST', '/api/admin/applicant/applyForAll', { applicant, runners: { INS: [a, b, c], UPD: [], DEL: [] } }, h);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ amount: 90000, paymentStatus: 'RSVT' });
    expect(await ticketTotal(closed.ticketSeq)).toBe(3);
    const j = await joinerOf(created.body.joinSeq);
    expect(j.source).toBe('proxy');

    const found = await api('GET', `/api/admin/applicant/findby?joinSeq=${seq(created.body.joinSeq)}`, undefined, h);
    expect(found.status).toBe(200);
    const stored = found.body.runnersByTicketType.offline as Array<{ runnerSeq: number; runnerName: string }>;
    expect(stored.map((r) => r.runnerName)).toEqual([a.runnerName, b.runnerName, c.runnerName]);

    // Staff confirm the deposit, then edit: a moves course, c is deleted, d is added.
    await confirmDeposit(created.body.joinSeq);
    const d = runnerBody(other.ticketSeq);
    const edit = await api(
      'POST',
      '/api/admin/applicant/applyForAll',
      {
        joiner: { ...applicant, joinSeq: seq(created.body.joinSeq) },
        runners: { INS: [d], UPD: [{ ...a, ticketSeq: other.ticketSeq, runnerSeq: stored[0].runnerSeq }], DEL: [stored[2].runnerSeq] },
      },
      h,
    );
    expect(edit.status).toBe(200);
    // The ledger keeps the 90,000 won deposit: 70,000 charged now, 20,000 owed back, nothing due (CMPL).
    expect(edit.body).toMatchObject({ amount: 20000 + 30000 + 20000, paymentStatus: 'CMPL' });
    expect(await ticketTotal(closed.ticketSeq)).toBe(1);
    expect(await ticketTotal(other.ticketSeq)).toBe(2);
    const after = await joinerOf(created.body.joinSeq);
    expect(after).toMatchObject({ paymentStatus: 'CMPL', deposit: 90000, amount: 70000, ticketCount: 3 });
    const audit = await testDb().select().from(schema.auditLog).where(eq(schema.auditLog.joinSeq, created.body.joinSeq));
    expect(audit.map((e) => e.action)).toEqual(expect.arrayContaining(['proxy-create', 'proxy-view', 'proxy-edit']));
    expect(JSON.stringify(audit.map((e) => e.detail))).not.toContain(a.runnerName);

    // Bad input: nothing changes.
    const bad = await api(
      'POST',
      '/api/admin/applicant/applyForAll',
      { joiner: { ...applicant, joinSeq: seq(created.body.joinSeq) }, runners: { INS: [{ ...d, birthday: '1990' }] } },
      h,
    );
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      errorCode: 'V0001',
      errorMessage: '생년월일 8자리를 정확히 입력해 주세요. (예: 19900101)',
      field: expect.any(String),
    });
    const foreign = await api(
      'POST',
      '/api/admin/applicant/applyForAll',
      { joiner: { ...applicant, joinSeq: seq(created.body.joinSeq) }, runners: { DEL: [1] } },
      h,
    );
    expect(foreign.status).toBe(400);
    expect(await ticketTotal(other.ticketSeq)).toBe(2);
    expect((await api('POST', '/api/admin/applicant/applyForAll', '{not json', h)).status).toBe(400);
  });

  it('a full course refuses INS with S0003 and the edit is rolled back', async () => {
    const h = await asAdmin();
    const small = await createTicket({ acceptable: 2 });
    const applicant = { ...joinerBody(), exponent: `단체${randomName()}` };
    const created = await api(
      'POST',
      '/api/admin/applicant/applyForAll',
      { applicant, runners: { INS: [runnerBody(small.ticketSeq), runnerBody(small.ticketSeq)] } },
      h,
    );
    expect(created.status).toBe(200);
    const full = await api(
      'POST',
      '/api/admin/applicant/applyForAll',
      { joiner: { ...applicant, joinSeq: seq(created.body.joinSeq) }, runners: { INS: [runnerBody(small.ticketSeq)] } },
      h,
    );
    expect(full.status).toBe(409);
    expect(full.body.errorCode).toBe('S0003');
    expect(await ticketTotal(small.ticketSeq)).toBe(2);
    expect((await joinerOf(created.body.joinSeq)).ticketCount).toBe(2);
  });

  it('edits an individual by PUT /api/admin/application/update, moving the place, and refuses a group there', async () => {
    const h = await asAdmin();
    const t1 = await createTicket({ ticketPrice: 30000 });
    const t2 = await createTicket({ ticketPrice: 10000 });
    const joiner = joinerBody();
    const r = runnerBody(t1.ticketSeq);
    const created = await api('POST', '/api/admin/applicant/applyForAll', { joiner, runners: { INS: [r] } }, h);
    expect(created.status).toBe(200);
    const found = await api('GET', `/api/admin/applicant/findby?joinSeq=${seq(created.body.joinSeq)}`, undefined, h);
    const runnerSeq = found.body.runnersByTicketType.offline[0].runnerSeq;
    const newPhone = randomMobile();
    const upd = await api(
      'PUT',
      '/api/admin/application/update',
      {
        joiner: { ...joiner, cellphone: newPhone, joinSeq: seq(created.body.joinSeq) },
        runners: [{ ...r, ticketSeq: t2.ticketSeq, runnerSeq }],
      },
      h,
    );
    expect(upd.status).toBe(200);
    expect(upd.body.applicant).toMatchObject({ cellphone: newPhone, amount: 10000, paymentStatus: 'RSVT' });
    expect(await ticketTotal(t1.ticketSeq)).toBe(0);
    expect(await ticketTotal(t2.ticketSeq)).toBe(1);

    const bad = await api(
      'PUT',
      '/api/admin/application/update',
      { joiner: { ...joiner, joinSeq: seq(created.body.joinSeq) }, runners: [{ ...r, runnerSeq, runnerName: '김 철수' }] },
      h,
    );
    expect(bad.status).toBe(400);
    expect(await ticketTotal(t2.ticketSeq)).toBe(1);

    const group = await api(
      'POST',
      '/api/admin/applicant/applyForAll',
      {
        joiner: { ...joinerBody(), exponent: `단체${randomName()}` },
        runners: { INS: [runnerBody(t1.ticketSeq), runnerBody(t1.ticketSeq)] },
      },
      h,
    );
    const gFound = await api('GET', `/api/admin/applicant/findby?joinSeq=${seq(group.body.joinSeq)}`, undefined, h);
    const refused = await api(
      'PUT',
      '/api/admin/application/update',
      {
        joiner: { ...joinerBody(), joinSeq: seq(group.body.joinSeq) },
        runners: [{ ...runnerBody(t1.ticketSeq), runnerSeq: gFound.body.runnersByTicketType.offline[0].runnerSeq }],
      },
      h,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errorMessage).toBe('단체 신청은 단체 신청 관리에서 수정해야 합니다.');
    expect((await api('GET', '/api/admin/applicant/findby?joinSeq=12', undefined, h)).status).toBe(400);
  });

  it('reads an uploaded .xlsx and names the wrong row of a bad one', async () => {
    const h = await asAdmin();
    const t = await createTicket();
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('p');
    ws.addRow(['이름', '생년월일', '성별', '연락처', '코스', '옵션']);
    const names = [randomName(), randomName()];
    ws.addRow([names[0], '19900101', '남', randomMobile(), t.ticketCode, '100']);
    ws.addRow([names[1], '19910101', '여', randomMobile(), t.ticketName, '']);
    const ok = await upload('/api/admin/application/excel', 'p.xlsx', Buffer.from(await wb.xlsx.writeBuffer()), h);
    expect(ok.status).toBe(200);
    expect(ok.body.map((r: { runnerName: string }) => r.runnerName)).toEqual(names);
    expect(ok.body[1]).toMatchObject({ ticketSeq: t.ticketSeq, gender: 'F', choiceOption: '110' });

    ws.addRow(['김철수', '1990', '남', randomMobile(), t.ticketCode, '100']);
    const bad = await upload('/api/admin/application/excel', 'p.xlsx', Buffer.from(await wb.xlsx.writeBuffer()), h);
    expect(bad.status).toBe(400);
    expect(bad.body.errorMessage).toMatch(/^4행: /);
    const wrongType = await upload('/api/admin/application/excel', 'p.csv', Buffer.from('a,b'), h);
    expect(wrongType.status).toBe(400);

    const tpl = await fetch(`${BASE_URL}/api/admin/application/excel/template`, { headers: h });
    expect(tpl.status).toBe(200);
    const read = new ExcelJS.Workbook();
    await read.xlsx.load(await tpl.arrayBuffer());
    expect(read.worksheets[0].getRow(1).getCell(1).value).toBe('이름');
  });
});
