import { randomInt } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import * as schema from '@/db/schema';
import { adminApi, adminToken, createStaff, freshClientIp, loginBody, testDirector } from '../helpers/admin';
import { api, BASE_URL, testDb } from '../helpers/env';
import { joinerBody, randomMobile, randomName, runnerBody } from '../helpers/people';
import { createTicket } from '../helpers/tickets';

const EN = { cookie: 'NEXT_LOCALE=en' };

/** A registration made through the public API on `ticketSeq`; returns its joinSeq and people. */
async function apply(ticketSeq: number, over: { gender?: 'M' | 'F'; birthday?: string; zipAddress?: string } = {}) {
  const joiner = { ...joinerBody(randomName(), randomMobile()), ...(over.zipAddress ? { zipAddress: over.zipAddress } : {}) };
  const runner = runnerBody(ticketSeq, {
    runnerName: joiner.joinerName,
    cellphone: joiner.cellphone,
    gender: over.gender ?? 'M',
    birthday: over.birthday ?? '19900101',
  });
  const res = await api('POST', '/api/applicant/applyFor', { joiner, runners: [runner] });
  expect(res.status).toBe(200);
  return { joinSeq: res.body.joinSeq as number, joiner, runner };
}

async function joinerOf(joinSeq: number) {
  const [j] = await testDb()
    .select()
    .from(schema.joiners)
    .where(eq(schema.joiners.joinSeq, joinSeq))
    .orderBy(desc(schema.joiners.joinerId))
    .limit(1);
  return j;
}

async function auditFor(joinSeq: number, action: string) {
  return testDb()
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.joinSeq, joinSeq), eq(schema.auditLog.action, action)));
}

describe('staff login (POST /api/admin/login)', () => {
  it('answers 401 with the spec message for a wrong password, and a token for the right one', async () => {
    const staff = await createStaff();
    const ip = freshClientIp();
    const bad = await api(
      'POST',
      '/api/admin/login',
      { userName: staff.userName, password: 'wrong-password' },
      { ...EN, 'x-forwarded-for': ip },
    );
    expect(bad.status).toBe(401);
    expect(bad.body.errorMessage).toBe('ID or password does not match. Please try again.');
    const ok = await api('POST', '/api/admin/login', await loginBody(staff), { 'x-forwarded-for': ip });
    expect(ok.status).toBe(200);
    expect(typeof ok.body.token).toBe('string');
    const search = await api('GET', '/api/admin/reception/search?pageNo=1&rowCount=10', undefined, {
      authorization: `Bearer ${ok.body.token}`,
    });
    expect(search.status).toBe(200);
  });

  it('locks the client (not the account) for 15 minutes after five failures', async () => {
    const staff = await createStaff();
    const ip = freshClientIp();
    const answers: number[] = [];
    for (let i = 0; i < 5; i++)
      answers.push(
        (await api('POST', '/api/admin/login', { userName: staff.userName, password: 'wrong-password' }, { 'x-forwarded-for': ip })).status,
      );
    expect(answers).toEqual([401, 401, 401, 401, 423]);
    // Another account from the locked address: the client is locked.
    const other = await createStaff();
    expect((await api('POST', '/api/admin/login', await loginBody(other), { 'x-forwarded-for': ip })).status).toBe(423);
    // The right password (and code) from another address: the account is not locked.
    expect((await api('POST', '/api/admin/login', await loginBody(staff), { 'x-forwarded-for': freshClientIp() })).status).toBe(200);
  });

  it('refuses a malformed body with 400', async () => {
    const res = await api('POST', '/api/admin/login', '{not json', { 'x-forwarded-for': freshClientIp() });
    expect(res.status).toBe(400);
  });
});

describe('admin calls without a session', () => {
  const calls: Array<[string, string, unknown?]> = [
    ['GET', '/api/admin/application/rollupPaidByGender'],
    ['GET', '/api/admin/application/rollupByGender'],
    ['GET', '/api/admin/application/rollupByAge'],
    ['GET', '/api/admin/application/rollupByRegion'],
    ['GET', '/api/admin/application/rollupByDaejeon'],
    ['GET', '/api/admin/reception/search?pageNo=1&rowCount=10'],
    ['GET', '/api/admin/reception/search/excel?purpose=test'],
    ['GET', '/api/admin/reception/paid?pageNo=1&rowCount=10'],
    ['POST', '/api/admin/reception/confirm/CMPL', { joinSeqs: '1234', deposit: null }],
    ['POST', '/api/admin/reception/reveal', { joinSeq: 1234 }],
    ['GET', '/api/admin/audit?pageNo=1&rowCount=10'],
  ];
  it.each(calls)('%s %s answers 401 JSON', async (method, path, body) => {
    const res = await api(method, path, body);
    expect(res.status).toBe(401);
    expect(res.body.errorCode).toBe('A0401');
  });
  it('refuses a forged bearer token', async () => {
    const res = await api('GET', '/api/admin/reception/search', undefined, { authorization: 'Bearer not-a-token' });
    expect(res.status).toBe(401);
  });
  it('sends a visitor without a session from /user pages to /user/login', async () => {
    const res = await fetch(`${BASE_URL}/user/reception/receptionist`, { redirect: 'manual' });
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toMatch(/\/user\/login$/);
  });
});

describe('statistics (GET /api/admin/application/rollup*)', () => {
  it('counts live runners of a course by gender, party, age, region and Daejeon district', async () => {
    const t = await createTicket();
    await apply(t.ticketSeq, { gender: 'M', birthday: '19900101', zipAddress: '대전 유성구 대학로 99' });
    await apply(t.ticketSeq, { gender: 'F', birthday: '19550101', zipAddress: '서울특별시 강남구 테헤란로 1' });
    const cancelled = await apply(t.ticketSeq, { gender: 'F', zipAddress: '부산 해운대구 1' });
    const paid = await apply(t.ticketSeq, { gender: 'M', birthday: '20000101', zipAddress: '대전광역시 서구 둔산로 1' });
    expect((await adminApi('POST', '/api/admin/reception/confirm/CNCL', { joinSeqs: String(cancelled.joinSeq) })).status).toBe(200);
    expect((await adminApi('POST', '/api/admin/reception/confirm/CMPL', { joinSeqs: String(paid.joinSeq) })).status).toBe(200);

    const row = async (name: string) => {
      const res = await adminApi('GET', `/api/admin/application/${name}`);
      expect(res.status).toBe(200);
      expect(res.body.at(-1).raceName).toBe('total');
      return res.body.find((r: { raceName: string }) => r.raceName === t.ticketName);
    };
    expect(await row('rollupByGender')).toMatchObject({
      total: 3,
      maleTotal: 2,
      femaleTotal: 1,
      individualMale: 2,
      individualFemale: 1,
      partyMale: 0,
    });
    expect(await row('rollupPaidByGender')).toMatchObject({ total: 1, maleTotal: 1, femaleTotal: 0 });
    expect(await row('rollupByAge')).toMatchObject({ total: 3, sum29: 1, sum30: 1, sum60: 1, female60: 1 });
    expect(await row('rollupByRegion')).toMatchObject({ total: 3, daejeon: 2, seoul: 1, busan: 0 });
    expect(await row('rollupByDaejeon')).toMatchObject({ total: 2, youseong: 1, seogu: 1 });
  });
});

describe('application management (GET /api/admin/reception/search, .../excel)', () => {
  it('finds an application by name with masked name and phone, and audits the search without the name', async () => {
    const t = await createTicket();
    const a = await apply(t.ticketSeq, { gender: 'F' });
    const res = await adminApi(
      'GET',
      `/api/admin/reception/search?pageNo=1&rowCount=10&joinerName=${encodeURIComponent(a.joiner.joinerName)}&gender=F&ticketSeq=${t.ticketSeq}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.pageMaxNo).toBe(1);
    expect(res.body.applications).toHaveLength(1);
    const name = a.joiner.joinerName;
    expect(res.body.applications[0]).toMatchObject({
      joinSeq: a.joinSeq,
      joinerName: `${name[0]}**${name[3]}`,
      runnerName: `${name[0]}**${name[3]}`,
      cellphone: `010-****-${a.joiner.cellphone.slice(-4)}`,
      ticketName: t.ticketName,
      gender: 'F',
      paymentStatus: 'RSVT',
    });
    expect(JSON.stringify(res.body)).not.toContain(name);
    const byJoinSeq = await adminApi('GET', `/api/admin/reception/search?joinSeq=${a.joinSeq}&ticketSeq=${t.ticketSeq}`);
    expect(byJoinSeq.body.applications.map((r: { joinSeq: number }) => r.joinSeq)).toEqual([a.joinSeq]);
    const logged = await testDb()
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, 'search'))
      .orderBy(desc(schema.auditLog.auditId))
      .limit(50);
    expect(logged.some((e) => JSON.stringify(e.detail).includes('joinerName'))).toBe(true);
    expect(logged.every((e) => !JSON.stringify(e.detail).includes(name))).toBe(true);
  });

  it('pages with rowCount and keeps pageMaxNo', async () => {
    const t = await createTicket();
    for (let i = 0; i < 11; i++) await apply(t.ticketSeq);
    const p1 = await adminApi('GET', `/api/admin/reception/search?pageNo=1&rowCount=10&ticketSeq=${t.ticketSeq}`);
    const p2 = await adminApi('GET', `/api/admin/reception/search?pageNo=2&rowCount=10&ticketSeq=${t.ticketSeq}`);
    expect(p1.body.pageMaxNo).toBe(2);
    expect(p1.body.applications).toHaveLength(10);
    expect(p2.body.applications).toHaveLength(1);
  });

  it('refuses bad filters with 400 and the message', async () => {
    const rows = await adminApi('GET', '/api/admin/reception/search?rowCount=5', undefined, EN);
    expect(rows.status).toBe(400);
    expect(rows.body.errorMessage).toBe('Rows per page must be between 10 and 50.');
    const gender = await adminApi('GET', '/api/admin/reception/search?gender=X', undefined, EN);
    expect(gender.status).toBe(400);
    expect(gender.body.errorMessage).toBe('Choose male or female.');
    const seq = await adminApi('GET', '/api/admin/reception/search?joinSeq=12345', undefined, EN);
    expect(seq.status).toBe(400);
  });

  it('exports the filtered list as .xlsx with a UTF-8 file name, formula-safe cells and an audited purpose', async () => {
    const t = await createTicket();
    const a = await apply(t.ticketSeq);
    await testDb().update(schema.joiners).set({ address: '=HYPERLINK("http://evil","x")' }).where(eq(schema.joiners.joinSeq, a.joinSeq));
    const missing = await adminApi('GET', `/api/admin/reception/search/excel?ticketSeq=${t.ticketSeq}`, undefined, EN);
    expect(missing.status).toBe(400);
    expect(missing.body.errorMessage).toBe('Enter the purpose of the download.');

    const res = await fetch(
      `${BASE_URL}/api/admin/reception/search/excel?ticketSeq=${t.ticketSeq}&purpose=${encodeURIComponent('bib printing')}`,
      {
        headers: { authorization: `Bearer ${await adminToken()}` },
      },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const disposition = res.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^attachment; filename="applications-\d{8}\.xlsx"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("''")[1])).toMatch(/^신청목록-\d{8}\.xlsx$/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await res.arrayBuffer());
    const sheet = wb.worksheets[0];
    expect(sheet.rowCount).toBe(2);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const row = (sheet.getRow(2).values as unknown[]).slice(1);
    const col = (title: string) => row[header.indexOf(title)];
    expect(col('접수번호')).toBe(a.joinSeq);
    expect(col('참가자')).toBe(a.runner.runnerName);
    expect(col('연락처')).toBe(a.runner.cellphone);
    expect(col('상세 주소')).toBe('\'=HYPERLINK("http://evil","x")');
    // Codes read as labels in the staff member's language, never M, RSVT or BANK.
    expect(['남', '여']).toContain(col('성별'));
    expect(col('결제 상태')).toBe('입금 대기');
    expect(col('결제 방법')).toBe('무통장 입금');
    const [entry] = await testDb()
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, 'export'), eq(schema.auditLog.purpose, 'bib printing')))
      .orderBy(desc(schema.auditLog.auditId))
      .limit(1);
    expect(entry.detail).toMatchObject({ rowCount: 1, ticketSeq: t.ticketSeq });
  });

  it('exports a runner from abroad with the e-mail address their messages go to (the staff reach them there)', async () => {
    const t = await createTicket();
    const [a, b] = [randomInt(1000, 10_000), randomInt(1000, 10_000)];
    const email = `hanako.${randomInt(1e9)}@example.jp`;
    const joiner = { ...joinerBody('TANAKA Hanako', `+81 90-${a}-${b}`), paymentType: 'CARD', email };
    const runner = runnerBody(t.ticketSeq, { runnerName: 'TANAKA Hanako', cellphone: joiner.cellphone, gender: 'F' });
    const abroad = await api('POST', '/api/applicant/applyFor', { joiner, runners: [runner] });
    expect(abroad.status).toBe(200);
    const korean = await apply(t.ticketSeq);

    const res = await fetch(
      `${BASE_URL}/api/admin/reception/search/excel?ticketSeq=${t.ticketSeq}&purpose=${encodeURIComponent('overseas runners')}`,
      {
        headers: { authorization: `Bearer ${await adminToken()}`, cookie: 'NEXT_LOCALE=en' },
      },
    );
    expect(res.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await res.arrayBuffer());
    const sheet = wb.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const rows = [2, 3].map((n) => (sheet.getRow(n).values as unknown[]).slice(1));
    const cell = (row: unknown[], title: string) => row[header.indexOf(title)] ?? null;
    const byJoinSeq = new Map(rows.map((r) => [cell(r, 'Reg. no.'), r]));
    const foreign = byJoinSeq.get(abroad.body.joinSeq)!;
    expect(cell(foreign, 'Phone')).toBe(`+8190${a}${b}`);
    expect(cell(foreign, 'E-mail')).toBe(email);
    expect(cell(foreign, 'Applicant e-mail')).toBe(email);
    // A Korean entry is reached by SMS: no address.
    const local = byJoinSeq.get(korean.joinSeq)!;
    expect(cell(local, 'Phone')).toBe(korean.runner.cellphone);
    expect(cell(local, 'E-mail') ?? '').toBe('');
  });
});

describe('payment check (GET /api/admin/reception/paid, POST .../confirm/{status})', () => {
  it('lists registrations by status, date range, name and depositor', async () => {
    const t = await createTicket();
    const a = await apply(t.ticketSeq);
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul' }).format(new Date());
    const res = await adminApi(
      'GET',
      `/api/admin/reception/paid?pageNo=1&rowCount=10&paymentStatus=RSVT&startDate=${today}&endDate=${today}&joinerName=${encodeURIComponent(a.joiner.joinerName)}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.applications).toHaveLength(1);
    expect(res.body.applications[0]).toMatchObject({
      joinSeq: a.joinSeq,
      paymentStatus: 'RSVT',
      amount: 30000,
      brief: `${a.joiner.joinerName}${a.joiner.cellphone.slice(-4)}`,
    });
    expect(res.body.applications[0].cellphone).toContain('*');
    const byBrief = await adminApi(
      'GET',
      `/api/admin/reception/paid?brief=${encodeURIComponent(`${a.joiner.joinerName}${a.joiner.cellphone.slice(-4)}`)}`,
    );
    expect(byBrief.body.applications.map((r: { joinSeq: number }) => r.joinSeq)).toEqual([a.joinSeq]);
    const yesterday = await adminApi(
      'GET',
      `/api/admin/reception/paid?endDate=2000-01-01&joinerName=${encodeURIComponent(a.joiner.joinerName)}`,
    );
    expect(yesterday.body.applications).toHaveLength(0);
  });

  it('refuses an end date before the start date', async () => {
    const res = await adminApi('GET', '/api/admin/reception/paid?startDate=2025-05-02&endDate=2025-05-01', undefined, EN);
    expect(res.status).toBe(400);
    expect(res.body.errorMessage).toBe('The end date cannot be earlier than the start date.');
  });

  it('confirms a deposit: CMPL with paidAt and the deposit, audited', async () => {
    const t = await createTicket();
    const a = await apply(t.ticketSeq);
    const res = await adminApi('POST', '/api/admin/reception/confirm/CMPL', { joinSeqs: String(a.joinSeq), deposit: 29000 });
    expect(res.status).toBe(200);
    expect(res.body.changed).toEqual([a.joinSeq]);
    const j = await joinerOf(a.joinSeq);
    expect(j).toMatchObject({ paymentStatus: 'CMPL', deposit: 29000 });
    expect(j.paidAt).not.toBeNull();
    const [entry] = await auditFor(a.joinSeq, 'status');
    expect(entry.detail).toMatchObject({ from: 'RSVT', to: 'CMPL', deposit: 29000 });
  });

  it('confirms several rows at once with the amount due as deposit', async () => {
    const t = await createTicket();
    const a = await apply(t.ticketSeq);
    const b = await apply(t.ticketSeq);
    const res = await adminApi('POST', '/api/admin/reception/confirm/CMPL', { joinSeqs: `${a.joinSeq},${b.joinSeq}`, deposit: null });
    expect(res.status).toBe(200);
    for (const s of [a.joinSeq, b.joinSeq]) expect(await joinerOf(s)).toMatchObject({ paymentStatus: 'CMPL', deposit: 30000 });
  });

  it('cancels: frees the places and deactivates the runners; re-taking a full course is refused with S0003', async () => {
    const t = await createTicket({ acceptable: 1 });
    const a = await apply(t.ticketSeq);
    expect((await adminApi('POST', '/api/admin/reception/confirm/CNCL', { joinSeqs: String(a.joinSeq) })).status).toBe(200);
    const ticket = async () => (await testDb().select().from(schema.tickets).where(eq(schema.tickets.ticketSeq, t.ticketSeq)))[0];
    expect((await ticket()).total).toBe(0);
    const j = await joinerOf(a.joinSeq);
    expect(j.paymentStatus).toBe('CNCL');
    const rs = await testDb().select().from(schema.runners).where(eq(schema.runners.joinerId, j.joinerId));
    expect(rs.every((r) => !r.active)).toBe(true);

    await apply(t.ticketSeq); // takes the freed place
    const back = await adminApi('POST', '/api/admin/reception/confirm/RSVT', { joinSeqs: String(a.joinSeq) });
    expect(back.status).toBe(409);
    expect(back.body.errorCode).toBe('S0003');
    expect(JSON.parse(back.body.errorMessage)).toEqual({ data: [{ ticketName: t.ticketName }] });
    expect((await joinerOf(a.joinSeq)).paymentStatus).toBe('CNCL');
    expect((await ticket()).total).toBe(1);
  });

  it('refuses bad input with the spec messages and changes nothing', async () => {
    const t = await createTicket();
    const a = await apply(t.ticketSeq);
    const b = await apply(t.ticketSeq);
    const cases: Array<[string, unknown, string]> = [
      ['/api/admin/reception/confirm/DONE', { joinSeqs: String(a.joinSeq) }, 'Specify the payment status.'],
      ['/api/admin/reception/confirm/CMPL', { joinSeqs: '' }, 'You must check at least one checkbox.'],
      [
        '/api/admin/reception/confirm/CMPL',
        { joinSeqs: `${a.joinSeq},${b.joinSeq}`, deposit: 30000 },
        'A deposit can only be entered when one row is checked.',
      ],
      ['/api/admin/reception/confirm/CMPL', { joinSeqs: String(a.joinSeq), deposit: -5 }, 'Enter the deposit as a whole number of won.'],
    ];
    for (const [path, body, message] of cases) {
      const res = await adminApi('POST', path, body, EN);
      expect(res.status, path).toBe(400);
      expect(res.body.errorMessage).toBe(message);
    }
    const unknown = a.joinSeq === 1000 ? 1001 : 1000;
    const exists = (await testDb().select().from(schema.joiners).where(eq(schema.joiners.joinSeq, unknown))).length > 0;
    if (!exists) {
      const res = await adminApi('POST', '/api/admin/reception/confirm/CMPL', { joinSeqs: `${a.joinSeq},${unknown}` }, EN);
      expect(res.status).toBe(400);
      expect(res.body.errorMessage).toBe(`No such registration: ${unknown}`);
    }
    const malformed = await adminApi('POST', '/api/admin/reception/confirm/CMPL', '{oops');
    expect(malformed.status).toBe(400);
    const rows = await testDb()
      .select()
      .from(schema.joiners)
      .where(inArray(schema.joiners.joinSeq, [a.joinSeq, b.joinSeq]));
    expect(rows.every((r) => r.paymentStatus === 'RSVT' && r.deposit === null)).toBe(true);
    expect(await auditFor(a.joinSeq, 'status')).toHaveLength(0);
  });
});

describe('reveal and audit log', () => {
  it('reveals the unmasked name and phone of one registration and records it', async () => {
    const t = await createTicket();
    const a = await apply(t.ticketSeq);
    const res = await adminApi('POST', '/api/admin/reception/reveal', { joinSeq: a.joinSeq });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ joinSeq: a.joinSeq, joinerName: a.joiner.joinerName, cellphone: a.joiner.cellphone });
    expect(res.body.runners[0]).toMatchObject({ runnerName: a.runner.runnerName, cellphone: a.runner.cellphone });
    const [entry] = await auditFor(a.joinSeq, 'reveal');
    expect(entry).toMatchObject({ staffUserName: (await testDirector()).userName, joinSeq: a.joinSeq });
    expect(entry.clientIp).toBeTruthy();
    expect(JSON.stringify(entry.detail)).not.toContain(a.joiner.joinerName);

    const log = await adminApi('GET', '/api/admin/audit?pageNo=1&rowCount=50');
    expect(log.status).toBe(200);
    const times = log.body.entries.map((e: { at: string }) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(log.body.entries.some((e: { action: string; joinSeq: number }) => e.action === 'reveal' && e.joinSeq === a.joinSeq)).toBe(true);
  });

  it('refuses a bad registration number with 400 and an unknown one with S0001', async () => {
    const bad = await adminApi('POST', '/api/admin/reception/reveal', { joinSeq: '12' }, EN);
    expect(bad.status).toBe(400);
    expect(bad.body.errorMessage).toBe('The registration number is 4 digits.');
    const rows = await adminApi('GET', '/api/admin/audit?rowCount=99', undefined, EN);
    expect(rows.status).toBe(400);
  });
});
