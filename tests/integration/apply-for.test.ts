import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '@/db/schema';
import { api, testDb } from '../helpers/env';
import { joinerBody, randomMobile, randomName, runnerBody } from '../helpers/people';
import { createTicket, seededTicket } from '../helpers/tickets';
import { retryWhileBusy } from '../helpers/waiting-room';

/** A request body the cases below mutate freely (each case breaks one field). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type MutableBody = any;

async function joinersNamed(name: string) {
  return testDb().select().from(schema.joiners).where(eq(schema.joiners.joinerName, name));
}

describe('POST /api/applicant/applyFor', () => {
  it('accepts an individual application, computes the amount on the server and sets the order cookie', async () => {
    const half = await seededTicket('HALF');
    const joiner = { ...joinerBody(), amount: 1, paymentStatus: 'CMPL' };
    const res = await api('POST', '/api/applicant/applyFor', {
      joiner,
      runners: [runnerBody(half.ticketSeq, { runnerName: joiner.joinerName, cellphone: joiner.cellphone })],
    });
    expect(res.status).toBe(200);
    expect(res.body.joinSeq).toBeGreaterThanOrEqual(1000);
    expect(res.body.joinSeq).toBeLessThanOrEqual(9999);
    expect(res.body.amount).toBe(35000);
    expect(res.body.paymentStatus).toBe('RSVT');
    expect(res.body.brief).toBe(`${joiner.joinerName}${joiner.cellphone.slice(-4)}`);
    expect(res.headers.get('set-cookie')).toMatch(new RegExp(`orderId=${res.body.joinHash}; .*Path=/`));
    const [stored] = await joinersNamed(joiner.joinerName);
    expect(stored.amount).toBe(35000);
    expect(stored.paymentStatus).toBe('RSVT');
    expect(stored.joinSeq).toBe(res.body.joinSeq);
  });

  it('makes a free application CMPL at once with the memo "free"', async () => {
    const free = await createTicket({ ticketPrice: 0 });
    const joiner = joinerBody();
    const res = await api('POST', '/api/applicant/applyFor', { joiner, runners: [runnerBody(free.ticketSeq)] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ amount: 0, paymentStatus: 'CMPL', brief: 'free' });
  });

  it('answers S0004 naming the runner already registered, and stores nothing new', async () => {
    const t = await createTicket();
    const runner = runnerBody(t.ticketSeq);
    expect((await api('POST', '/api/applicant/applyFor', { joiner: joinerBody(), runners: [runner] })).status).toBe(200);
    const second = joinerBody();
    const res = await api('POST', '/api/applicant/applyFor', { joiner: second, runners: [runner] });
    expect(res.status).toBe(409);
    expect(res.body.errorCode).toBe('S0004');
    expect(JSON.parse(res.body.errorMessage)).toEqual({ data: [{ runnerName: runner.runnerName }] });
    expect(await joinersNamed(second.joinerName)).toHaveLength(0);
    const [row] = await testDb().select().from(schema.tickets).where(eq(schema.tickets.ticketSeq, t.ticketSeq));
    expect(row.total).toBe(1);
  });

  it('answers S0003 naming a full course, the same whether the database or a worker’s memory of the full course refuses it', async () => {
    const t = await createTicket({ acceptable: 1, total: 1 });
    const res = await api('POST', '/api/applicant/applyFor', { joiner: joinerBody(), runners: [runnerBody(t.ticketSeq)] });
    expect(res.status).toBe(409);
    expect(res.body.errorCode).toBe('S0003');
    expect(JSON.parse(res.body.errorMessage)).toEqual({ data: [{ ticketName: t.ticketName }] });
    // Later applications for the course are refused before the route runs (the server entry), by every worker.
    const later = await Promise.all(
      Array.from({ length: 20 }, () =>
        api('POST', '/api/applicant/applyFor', { joiner: joinerBody(), runners: [runnerBody(t.ticketSeq)] }),
      ),
    );
    // Whether the server entry refused it from its marks or the route did (a worker may see an
    // application before the other worker's note that the course is full reaches it), the answer is
    // the same, never kept by a cache.
    for (const r of later) {
      expect(r.status).toBe(409);
      expect(r.body).toEqual(res.body);
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
      expect(r.headers.get('cache-control')).toBe('private, no-store');
    }
    const [row] = await testDb().select().from(schema.tickets).where(eq(schema.tickets.ticketSeq, t.ticketSeq));
    expect(row.total).toBe(1);
  });

  it('stores nothing of a group when one of its courses lacks room (all or none)', async () => {
    const roomy = await createTicket({ acceptable: 10 });
    const tight = await createTicket({ acceptable: 1 });
    const joiner = { ...joinerBody(), exponent: '달리기 모임' + randomName() };
    const res = await api('POST', '/api/applicant/applyFor', {
      joiner,
      runners: [runnerBody(roomy.ticketSeq), runnerBody(tight.ticketSeq), runnerBody(tight.ticketSeq)],
    });
    expect(res.status).toBe(409);
    expect(res.body.errorCode).toBe('S0003');
    expect(await joinersNamed(joiner.joinerName)).toHaveLength(0);
    const totals = await testDb()
      .select({ seq: schema.tickets.ticketSeq, total: schema.tickets.total })
      .from(schema.tickets)
      .where(sql`${schema.tickets.ticketSeq} IN (${roomy.ticketSeq}, ${tight.ticketSeq})`);
    expect(totals.every((t) => t.total === 0)).toBe(true);
  });

  it.each([
    [
      'a name with a space',
      (b: MutableBody) => {
        b.joiner.joinerName = '홍 길동';
      },
      '(필수) 이름을 공백 없이 정확히 입력했는지 확인해 주세요.',
    ],
    [
      'a one-letter name',
      (b: MutableBody) => {
        b.runners[0].runnerName = '홍';
      },
      '(필수) 이름을 공백 없이 정확히 입력했는지 확인해 주세요.',
    ],
    [
      'a landline runner phone',
      (b: MutableBody) => {
        b.runners[0].cellphone = '0421234567';
      },
      '(필수) 하이픈(-) 없이 휴대전화 번호를 정확히 입력해 주세요.',
    ],
    [
      'a hyphenated phone',
      (b: MutableBody) => {
        b.joiner.cellphone = '010-1234-5678';
      },
      '(필수) 하이픈(-) 없이 휴대전화 번호를 정확히 입력해 주세요.',
    ],
    [
      'an impossible birthday',
      (b: MutableBody) => {
        b.runners[0].birthday = '19900230';
      },
      '생년월일 8자리를 정확히 입력해 주세요. (예: 19900101)',
    ],
    [
      'a 7-digit birthday',
      (b: MutableBody) => {
        b.runners[0].birthday = '1990010';
      },
      '생년월일 8자리를 정확히 입력해 주세요. (예: 19900101)',
    ],
    [
      'a missing detail address',
      (b: MutableBody) => {
        b.joiner.address = '';
      },
      '(필수) 상세 주소를 입력해 주세요.',
    ],
    [
      'an unknown gender',
      (b: MutableBody) => {
        b.runners[0].gender = 'X';
      },
      '성별을 선택해 주세요.',
    ],
    [
      'an unknown course',
      (b: MutableBody) => {
        b.runners[0].ticketSeq = 999999;
      },
      '참가 종목을 선택해 주세요.',
    ],
    [
      'a souvenir option not offered',
      (b: MutableBody) => {
        b.runners[0].choiceOption = '999';
      },
      '기념품 옵션을 선택해 주세요.',
    ],
    [
      'no runners',
      (b: MutableBody) => {
        b.runners = [];
      },
      '참가자 정보를 모두 입력해 주세요.',
    ],
  ])('refuses %s with the spec message and stores nothing', async (_label, mutate, message) => {
    const half = await seededTicket('HALF');
    const body = { joiner: joinerBody(), runners: [runnerBody(half.ticketSeq)] };
    mutate(body);
    const res = await api('POST', '/api/applicant/applyFor', body);
    expect(res.status).toBe(400);
    expect(res.body.errorMessage).toBe(message);
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts|stack|SELECT|INSERT/i);
    expect(await joinersNamed(body.joiner.joinerName)).toHaveLength(0);
  });

  it('answers in English when the language cookie says so', async () => {
    const res = await api(
      'POST',
      '/api/applicant/applyFor',
      { joiner: { ...joinerBody(), joinerName: 'a b' }, runners: [] },
      { cookie: 'NEXT_LOCALE=en' },
    );
    expect(res.status).toBe(400);
    expect(res.body.errorMessage).toBe('(Required) Check that you entered the name correctly without spaces.');
  });

  it('refuses the half course under 18 on race day and the mini course below elementary age', async () => {
    const half = await seededTicket('HALF');
    const mini = await seededTicket('10KM');
    const young = String(new Date().getFullYear() - 10) + '0101';
    const r1 = await api('POST', '/api/applicant/applyFor', {
      joiner: joinerBody(),
      runners: [runnerBody(half.ticketSeq, { birthday: young })],
    });
    expect(r1.status).toBe(400);
    expect(r1.body.errorMessage).toBe('하프코스는 대회일 기준 만 18세 이상만 참가할 수 있습니다.');
    const toddler = String(new Date().getFullYear() - 3) + '0101';
    const r2 = await api('POST', '/api/applicant/applyFor', {
      joiner: joinerBody(),
      runners: [runnerBody(mini.ticketSeq, { birthday: toddler })],
    });
    expect(r2.status).toBe(400);
    expect(r2.body.errorMessage).toBe('미니코스는 초등학생 이상만 참가할 수 있습니다.');
  });

  it('refuses a course outside its sales window with the period message', async () => {
    const later = await createTicket({
      saleOpenTime: new Date(Date.now() + 10 * 86_400_000),
      saleCloseTime: new Date(Date.now() + 20 * 86_400_000),
    });
    const r1 = await api('POST', '/api/applicant/applyFor', { joiner: joinerBody(), runners: [runnerBody(later.ticketSeq)] });
    expect(r1.status).toBe(400);
    expect(r1.body.errorMessage).toMatch(/^신청 기간은 \d+\/\d+부터 \d+\/\d+까지입니다\.$/);
    const past = await createTicket({
      saleOpenTime: new Date(Date.now() - 20 * 86_400_000),
      saleCloseTime: new Date(Date.now() - 10 * 86_400_000),
    });
    const r2 = await api(
      'POST',
      '/api/applicant/applyFor',
      { joiner: joinerBody(), runners: [runnerBody(past.ticketSeq)] },
      { cookie: 'NEXT_LOCALE=en' },
    );
    expect(r2.status).toBe(400);
    expect(r2.body.errorMessage).toBe('Applying for the event is closed.');
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await api('POST', '/api/applicant/applyFor', '{"joiner": ');
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('V0001');
  });
});

describe('capacity under concurrency', () => {
  it('200 concurrent applications for 50 free places: exactly 50 accepted, 150 S0003, totals equal stored rows', async () => {
    const t = await createTicket({ acceptable: 50 });
    // Past the accept queue an application is answered 503 Q0001 and retried, as the apply page's waiting room does.
    const applyUntilAnswered = async (body: unknown) => (await retryWhileBusy(() => api('POST', '/api/applicant/applyFor', body))).answer;
    const results = await Promise.all(
      Array.from({ length: 200 }, () => applyUntilAnswered({ joiner: joinerBody(), runners: [runnerBody(t.ticketSeq)] })),
    );
    const ok = results.filter((r) => r.status === 200);
    const soldOut = results.filter((r) => r.status === 409 && r.body.errorCode === 'S0003');
    expect(ok).toHaveLength(50);
    expect(soldOut).toHaveLength(150);
    const [row] = await testDb().select().from(schema.tickets).where(eq(schema.tickets.ticketSeq, t.ticketSeq));
    const [{ n }] = await testDb()
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.runners)
      .where(and(eq(schema.runners.ticketSeq, t.ticketSeq), eq(schema.runners.active, true)));
    expect(row.total).toBe(50);
    expect(n).toBe(50);
    // Every acknowledged registration is stored under the number it was given.
    const seqs = new Set(ok.map((r) => r.body.joinSeq));
    expect(seqs.size).toBe(50);
    const stored = await testDb()
      .select({ joinSeq: schema.runners.joinSeq })
      .from(schema.runners)
      .where(eq(schema.runners.ticketSeq, t.ticketSeq));
    expect(new Set(stored.map((s) => s.joinSeq))).toEqual(seqs);
  });

  it('a cancelled entry frees its place for the next applicant', async () => {
    const t = await createTicket({ acceptable: 1 });
    const joiner = joinerBody();
    const first = await api('POST', '/api/applicant/applyFor', { joiner, runners: [runnerBody(t.ticketSeq)] });
    expect(first.status).toBe(200);
    expect(
      (await api('POST', '/api/applicant/applyFor', { joiner: joinerBody(), runners: [runnerBody(t.ticketSeq)] })).body.errorCode,
    ).toBe('S0003');
    const cancel = await api('DELETE', '/api/application/cancel', {
      joinSeq: String(first.body.joinSeq),
      joinerName: joiner.joinerName,
      cellphone: joiner.cellphone,
    });
    expect(cancel.status).toBe(200);
    const again = await api('POST', '/api/applicant/applyFor', { joiner: joinerBody(), runners: [runnerBody(t.ticketSeq)] });
    expect(again.status).toBe(200);
  });
});

describe('GET /api/isDuplicate', () => {
  it('is true for a registered runner and false otherwise; 400 for bad input', async () => {
    const t = await createTicket();
    const runner = runnerBody(t.ticketSeq);
    await api('POST', '/api/applicant/applyFor', { joiner: joinerBody(), runners: [runner] });
    const q = (name: string, phone: string, birthday: string) =>
      `/api/isDuplicate?name=${encodeURIComponent(name)}&cellphone=${phone}&birthday=${birthday}`;
    expect((await api('GET', q(runner.runnerName, runner.cellphone, runner.birthday))).body).toBe(true);
    expect((await api('GET', q(randomName(), randomMobile(), '19900101'))).body).toBe(false);
    expect((await api('GET', q('홍 길동', '010', '1990'))).status).toBe(400);
  });
});
