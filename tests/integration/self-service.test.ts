import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '@/db/schema';
import { api, testDb } from '../helpers/env';
import { joinerBody, randomMobile, randomName, runnerBody } from '../helpers/people';
import { confirmDeposit } from '../helpers/payments';
import { createTicket } from '../helpers/tickets';

async function register(over: { exponent?: string; runners?: number; price?: number } = {}) {
  const t = await createTicket(over.price !== undefined ? { ticketPrice: over.price } : {});
  const joiner = { ...joinerBody(), ...(over.exponent ? { exponent: over.exponent } : {}) };
  const runners = Array.from({ length: over.runners ?? 1 }, () => runnerBody(t.ticketSeq));
  const res = await api('POST', '/api/applicant/applyFor', { joiner, runners });
  expect(res.status).toBe(200);
  return { joiner, runners, ticket: t, joinSeq: res.body.joinSeq as number, joinHash: res.body.joinHash as string };
}

const proofOf = (r: Awaited<ReturnType<typeof register>>) => ({
  joinSeq: String(r.joinSeq),
  joinerName: r.joiner.joinerName,
  cellphone: r.joiner.cellphone,
});

describe('POST /api/application/search', () => {
  it('returns joiner and runners for the right proof', async () => {
    const r = await register();
    const res = await api('POST', '/api/application/search', proofOf(r));
    expect(res.status).toBe(200);
    expect(res.body.joiner).toMatchObject({
      joinSeq: r.joinSeq,
      joinerName: r.joiner.joinerName,
      paymentStatus: 'RSVT',
      editFlag: true,
      cancelable: true,
    });
    expect(res.body.runners).toHaveLength(1);
    expect(res.body.runners[0]).toMatchObject({ runnerName: r.runners[0].runnerName, ticketSeq: r.ticket.ticketSeq });
  });

  it('answers S0001 for a wrong number and 400 for malformed proof', async () => {
    const r = await register();
    const wrong = await api('POST', '/api/application/search', {
      ...proofOf(r),
      joinSeq: r.joinSeq === 9999 ? '1000' : String(r.joinSeq + 1),
    });
    expect(wrong.status).toBe(404);
    expect(wrong.body.errorCode).toBe('S0001');
    expect(JSON.parse(wrong.body.errorMessage)).toHaveProperty('message');
    const bad = await api('POST', '/api/application/search', { ...proofOf(r), joinSeq: '12' });
    expect(bad.status).toBe(400);
    expect(bad.body.errorMessage).toBe('접수번호 4자리를 입력해 주세요.');
    const badPhone = await api('POST', '/api/application/search', { ...proofOf(r), cellphone: '12' });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.errorMessage).toBe('전화번호는 숫자 4~11자리로 입력해 주세요.');
  });

  it('limits failed lookups to 10 an hour per name and phone, then answers 429 even for the right number', async () => {
    const r = await register();
    const wrongNumbers = Array.from({ length: 11 }, (_, i) => String(1000 + i))
      .filter((s) => s !== String(r.joinSeq))
      .slice(0, 10);
    for (const s of wrongNumbers) {
      const res = await api('POST', '/api/application/search', { ...proofOf(r), joinSeq: s });
      expect(res.status).toBe(404);
    }
    const blocked = await api('POST', '/api/application/search', proofOf(r));
    expect(blocked.status).toBe(429);
    expect(blocked.body.errorMessage).toBe('시도 횟수가 너무 많습니다. 잠시 후 다시 시도해 주세요.');
    // Another person is not affected.
    const other = await register();
    expect((await api('POST', '/api/application/search', proofOf(other))).status).toBe(200);
  });
});

describe('PUT /api/application/update', () => {
  const newValues = (r: Awaited<ReturnType<typeof register>>, over: Record<string, unknown> = {}) => ({
    joiner: {
      joinSeq: String(r.joinSeq),
      joinerName: r.joiner.joinerName,
      cellphone: randomMobile(),
      zipcode: '06236',
      zipAddress: '서울 강남구 테헤란로 1',
      address: '2층',
      ...over,
    },
    proof: { joinerName: r.joiner.joinerName, cellphone: r.joiner.cellphone },
  });

  it('RSVT: changes name, phone and address and recomputes the depositor memo', async () => {
    const r = await register();
    const body = newValues(r, { joinerName: randomName() });
    const res = await api('PUT', '/api/application/update', body);
    expect(res.status).toBe(200);
    const [row] = await testDb().select().from(schema.joiners).where(eq(schema.joiners.joinSeq, r.joinSeq));
    expect(row.joinerName).toBe(body.joiner.joinerName);
    expect(row.cellphone).toBe(body.joiner.cellphone);
    expect(row.zipAddress).toBe('서울 강남구 테헤란로 1');
    expect(row.brief).toBe(`${body.joiner.joinerName}${body.joiner.cellphone.slice(-4)}`);
  });

  it('CMPL: phone and address change, a name change is refused with "contact admin"', async () => {
    const r = await register();
    await confirmDeposit(r.joinSeq);
    const phoneOnly = newValues(r);
    expect((await api('PUT', '/api/application/update', phoneOnly)).status).toBe(200);
    const renamed = newValues(r, { joinerName: randomName() });
    renamed.proof.cellphone = phoneOnly.joiner.cellphone;
    const res = await api('PUT', '/api/application/update', renamed);
    expect(res.status).toBe(403);
    expect(res.body.errorMessage).toMatch(/관리자에게 문의/);
    const [row] = await testDb().select().from(schema.joiners).where(eq(schema.joiners.joinSeq, r.joinSeq));
    expect(row.joinerName).toBe(r.joiner.joinerName);
  });

  it('needs the lookup proof: a wrong phone is S0001 and changes nothing', async () => {
    const r = await register();
    const body = newValues(r);
    body.proof.cellphone = randomMobile();
    const res = await api('PUT', '/api/application/update', body);
    expect(res.body.errorCode).toBe('S0001');
    const [row] = await testDb().select().from(schema.joiners).where(eq(schema.joiners.joinSeq, r.joinSeq));
    expect(row.cellphone).toBe(r.joiner.cellphone);
  });

  it('refuses bad new values with the spec message', async () => {
    const r = await register();
    const res = await api('PUT', '/api/application/update', newValues(r, { address: '' }));
    expect(res.status).toBe(400);
    expect(res.body.errorMessage).toBe('(필수) 상세 주소를 입력해 주세요.');
  });
});

describe('DELETE /api/application/cancel', () => {
  it('cancels RSVT, frees the place and marks the runners inactive', async () => {
    const r = await register();
    const res = await api('DELETE', '/api/application/cancel', proofOf(r));
    expect(res.status).toBe(200);
    const [row] = await testDb().select().from(schema.joiners).where(eq(schema.joiners.joinSeq, r.joinSeq));
    expect(row.paymentStatus).toBe('CNCL');
    const [t] = await testDb().select().from(schema.tickets).where(eq(schema.tickets.ticketSeq, r.ticket.ticketSeq));
    expect(t.total).toBe(0);
    const again = await api('DELETE', '/api/application/cancel', proofOf(r));
    expect(again.status).toBe(409);
  });

  it('refuses CMPL with payment ("contact admin") but cancels a free CMPL entry', async () => {
    const paid = await register();
    await confirmDeposit(paid.joinSeq);
    const res = await api('DELETE', '/api/application/cancel', proofOf(paid));
    expect(res.status).toBe(403);
    expect(res.body.errorMessage).toMatch(/관리자에게 문의/);
    const free = await register({ price: 0 });
    expect((await api('DELETE', '/api/application/cancel', proofOf(free))).status).toBe(200);
  });

  it('needs the proof', async () => {
    const r = await register();
    const res = await api('DELETE', '/api/application/cancel', { ...proofOf(r), joinerName: randomName() });
    expect(res.body.errorCode).toBe('S0001');
    const [row] = await testDb().select().from(schema.joiners).where(eq(schema.joiners.joinSeq, r.joinSeq));
    expect(row.paymentStatus).toBe('RSVT');
  });
});

describe('GET /api/applicant/complete', () => {
  it('answers only the browser holding the order cookie', async () => {
    const r = await register();
    const ok = await api('GET', `/api/applicant/complete?joinSeq=${r.joinSeq}`, undefined, { cookie: `orderId=${r.joinHash}` });
    expect(ok.status).toBe(200);
    expect(ok.body.applicant.joinSeq).toBe(r.joinSeq);
    expect(ok.body.runnersByTicketType.offline).toHaveLength(1);
    const none = await api('GET', `/api/applicant/complete?joinSeq=${r.joinSeq}`);
    expect(none.status).toBe(403);
    const other = await register();
    const wrong = await api('GET', `/api/applicant/complete?joinSeq=${r.joinSeq}`, undefined, { cookie: `orderId=${other.joinHash}` });
    expect(wrong.status).toBe(403);
  });
});

describe('read APIs', () => {
  it('GET /api/join/ticket-info lists the seeded courses with prices and capacities', async () => {
    const res = await api('GET', '/api/join/ticket-info');
    expect(res.status).toBe(200);
    const byCode = Object.fromEntries(res.body.map((t: { ticketCode: string }) => [t.ticketCode, t]));
    expect(byCode.HALF).toMatchObject({ ticketType: 'offline', ticketPrice: 35000, acceptable: 1000, distanceKm: 21.0975 });
    expect(byCode['10KM']).toMatchObject({ ticketPrice: 35000, acceptable: 1500 });
    expect(byCode.HEALTH).toMatchObject({ ticketPrice: 20000, acceptable: 1000 });
  });

  it('GET /api/ticket/sold gives ticketName, total and acceptable per course', async () => {
    const res = await api('GET', '/api/ticket/sold');
    expect(res.status).toBe(200);
    for (const row of res.body) {
      expect(row).toEqual(
        expect.objectContaining({ ticketName: expect.any(String), total: expect.any(Number), acceptable: expect.any(Number) }),
      );
    }
  });

  it('GET /api/notice pages the notices and GET /api/notice/{postNo} returns one', async () => {
    const list = await api('GET', '/api/notice?pageNo=1');
    expect(list.status).toBe(200);
    expect(list.body.posts.length).toBeGreaterThanOrEqual(10);
    expect(list.body.pageMaxNo).toBeGreaterThanOrEqual(1);
    const first = list.body.posts[0];
    const detail = await api('GET', `/api/notice/${first.postNo}`);
    expect(detail.status).toBe(200);
    expect(detail.body.title).toBe(first.title);
    expect(typeof detail.body.content).toBe('string');
    expect((await api('GET', '/api/notice/99999999')).status).toBe(404);
    expect((await api('GET', '/api/notice/abc')).status).toBe(400);
    const searched = await api('GET', `/api/notice?pageNo=1&searchKey=title&searchValue=${encodeURIComponent('환불')}`);
    expect(searched.body.posts.every((p: { title: string }) => p.title.includes('환불'))).toBe(true);
  });
});
