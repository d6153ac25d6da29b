import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '@/db/schema';
import { api, testDb } from '../helpers/env';
import { joinerBody, randomName, runnerBody } from '../helpers/people';
import { confirmDeposit } from '../helpers/payments';
import { createTicket } from '../helpers/tickets';

/** A fresh group name: letters and spaces (spec §5). */
const groupName = () => `달리기 ${randomName()}${randomName()}`;

const apply = (joiner: Record<string, unknown>, runners: unknown[], headers: Record<string, string> = {}) =>
  api('POST', '/api/applicant/applyFor', { joiner, runners }, headers);

async function joinersNamed(name: string) {
  return testDb().select().from(schema.joiners).where(eq(schema.joiners.joinerName, name));
}

async function totals(...seqs: number[]) {
  const rows = await testDb()
    .select({ seq: schema.tickets.ticketSeq, total: schema.tickets.total })
    .from(schema.tickets)
    .where(inArray(schema.tickets.ticketSeq, seqs));
  return Object.fromEntries(rows.map((r) => [r.seq, r.total]));
}

const teamNameQuery = (name: string) => `/api/isDuplicateTeamName?teamName=${encodeURIComponent(name)}`;

describe('group application (POST /api/applicant/applyFor with exponent)', () => {
  it('stores the group and all its runners; the amount is the sum of the runners’ prices, computed on the server', async () => {
    const a = await createTicket({ ticketPrice: 35000 });
    const b = await createTicket({ ticketPrice: 20000 });
    const joiner = { ...joinerBody(), exponent: groupName(), amount: 100, paymentStatus: 'CMPL' };
    const runners = [runnerBody(a.ticketSeq), runnerBody(b.ticketSeq, { gender: 'F', choiceOption: '90' }), runnerBody(b.ticketSeq)];
    const res = await apply(joiner, runners);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ amount: 75000, paymentStatus: 'RSVT', paymentType: 'BANK', needsStaffCheck: false });
    const [stored] = await joinersNamed(joiner.joinerName);
    expect(stored).toMatchObject({
      exponent: joiner.exponent,
      amount: 75000,
      ticketCount: 3,
      priceCategory: 'standard',
      needsStaffCheck: false,
    });
    const storedRunners = await testDb().select().from(schema.runners).where(eq(schema.runners.joinerId, stored.joinerId));
    expect(storedRunners.map((r) => [r.runnerName, r.ticketSeq, r.price, r.choiceOption, r.gender]).sort()).toEqual(
      [
        [runners[0].runnerName, a.ticketSeq, 35000, '100', 'M'],
        [runners[1].runnerName, b.ticketSeq, 20000, '90', 'F'],
        [runners[2].runnerName, b.ticketSeq, 20000, '100', 'M'],
      ].sort(),
    );
    expect(await totals(a.ticketSeq, b.ticketSeq)).toEqual({ [a.ticketSeq]: 1, [b.ticketSeq]: 2 });
  });

  it('S0003 for a partly sold-out group names only the full course and stores nothing (all or none)', async () => {
    const roomy = await createTicket({ acceptable: 50 });
    const tight = await createTicket({ acceptable: 3, total: 2 });
    const joiner = { ...joinerBody(), exponent: groupName() };
    const runners = [runnerBody(roomy.ticketSeq), runnerBody(roomy.ticketSeq), runnerBody(tight.ticketSeq), runnerBody(tight.ticketSeq)];
    const res = await apply(joiner, runners);
    expect(res.status).toBe(409);
    expect(res.body.errorCode).toBe('S0003');
    expect(JSON.parse(res.body.errorMessage)).toEqual({ data: [{ ticketName: tight.ticketName }] });
    expect(await joinersNamed(joiner.joinerName)).toHaveLength(0);
    const stored = await testDb()
      .select()
      .from(schema.runners)
      .where(
        inArray(
          schema.runners.runnerName,
          runners.map((r) => r.runnerName),
        ),
      );
    expect(stored).toHaveLength(0);
    expect(await totals(roomy.ticketSeq, tight.ticketSeq)).toEqual({ [roomy.ticketSeq]: 0, [tight.ticketSeq]: 2 });
    // The group name stays free for the next try.
    expect((await api('GET', teamNameQuery(joiner.exponent))).body).toBe(false);
  });

  it('S0004 names the runner already registered and stores nothing of the group', async () => {
    const t = await createTicket();
    const registered = runnerBody(t.ticketSeq);
    expect((await apply(joinerBody(), [registered])).status).toBe(200);
    const joiner = { ...joinerBody(), exponent: groupName() };
    const fresh = runnerBody(t.ticketSeq);
    const res = await apply(joiner, [fresh, { ...registered }]);
    expect(res.status).toBe(409);
    expect(res.body.errorCode).toBe('S0004');
    expect(JSON.parse(res.body.errorMessage)).toEqual({ data: [{ runnerName: registered.runnerName }] });
    expect(await joinersNamed(joiner.joinerName)).toHaveLength(0);
    expect(await totals(t.ticketSeq)).toEqual({ [t.ticketSeq]: 1 });
  });

  it('refuses a group of one, a runner twice in the list, and a group name already used', async () => {
    const t = await createTicket();
    const one = await apply({ ...joinerBody(), exponent: groupName() }, [runnerBody(t.ticketSeq)]);
    expect(one.status).toBe(400);
    expect(one.body.errorMessage).toBe('단체 접수는 2명 이상이어야 합니다.');
    const twin = runnerBody(t.ticketSeq);
    const twice = await apply({ ...joinerBody(), exponent: groupName() }, [twin, { ...twin }], { cookie: 'NEXT_LOCALE=en' });
    expect(twice.status).toBe(400);
    expect(twice.body.errorMessage).toBe('Participant already exists in the list.');

    const name = groupName();
    expect((await apply({ ...joinerBody(), exponent: name }, [runnerBody(t.ticketSeq), runnerBody(t.ticketSeq)])).status).toBe(200);
    const taken = await apply({ ...joinerBody(), exponent: name }, [runnerBody(t.ticketSeq), runnerBody(t.ticketSeq)]);
    expect(taken.status).toBe(400);
    expect(taken.body.errorMessage).toBe('이미 사용 중인 단체명입니다. 다른 단체명을 입력해 주세요.');
    expect(await totals(t.ticketSeq)).toEqual({ [t.ticketSeq]: 2 });
  });
});

describe('price categories (spec §9)', () => {
  async function courses() {
    return {
      half: await createTicket({ ticketPrice: 35000, disabledPrice: 20000 }),
      mini: await createTicket({ ticketPrice: 35000, disabledPrice: 20000, schoolGroupPrice: 30000 }),
      health: await createTicket({ ticketPrice: 20000, schoolGroupPrice: 15000 }),
    };
  }

  it('disabled participants pay 20,000 for half and mini, and the registration is flagged for a staff check', async () => {
    const { half, mini, health } = await courses();
    const joiner = { ...joinerBody(), exponent: groupName(), priceCategory: 'disabled' };
    const res = await apply(joiner, [runnerBody(half.ticketSeq), runnerBody(mini.ticketSeq), runnerBody(health.ticketSeq)]);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ amount: 60000, needsStaffCheck: true });
    const [stored] = await joinersNamed(joiner.joinerName);
    expect(stored).toMatchObject({ priceCategory: 'disabled', needsStaffCheck: true, amount: 60000 });
  });

  it('a school group of 10 pays 15,000 for health and 30,000 for mini', async () => {
    const { mini, health } = await courses();
    const joiner = { ...joinerBody(), exponent: groupName(), priceCategory: 'school' };
    const runners = [
      ...Array.from({ length: 6 }, () => runnerBody(health.ticketSeq, { birthday: '20120301' })),
      ...Array.from({ length: 4 }, () => runnerBody(mini.ticketSeq, { birthday: '20120301' })),
    ];
    const res = await apply(joiner, runners);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ amount: 6 * 15000 + 4 * 30000, needsStaffCheck: true });
  });

  it('refuses the school-group price for fewer than 10 runners, with a clear message, storing nothing', async () => {
    const { health } = await courses();
    const joiner = { ...joinerBody(), exponent: groupName(), priceCategory: 'school' };
    const res = await apply(
      joiner,
      Array.from({ length: 9 }, () => runnerBody(health.ticketSeq)),
    );
    expect(res.status).toBe(400);
    expect(res.body.errorMessage).toBe(
      '학교 단체 참가비는 10명 이상일 때만 적용됩니다. 참가자를 추가하거나 다른 참가비 구분을 선택해 주세요.',
    );
    expect(await joinersNamed(joiner.joinerName)).toHaveLength(0);
    const unknown = await apply({ ...joiner, priceCategory: 'vip' }, [runnerBody(health.ticketSeq), runnerBody(health.ticketSeq)]);
    expect(unknown.status).toBe(400);
  });
});

describe('GET /api/isDuplicateTeamName', () => {
  it('is true for a live group name of this edition (any letter case), false for a new one or a cancelled group; 400 for bad input', async () => {
    const t = await createTicket();
    const name = `Run Club ${randomName()}`;
    expect((await api('GET', teamNameQuery(name))).body).toBe(false);
    const joiner = { ...joinerBody(), exponent: name };
    const res = await apply(joiner, [runnerBody(t.ticketSeq), runnerBody(t.ticketSeq)]);
    expect(res.status).toBe(200);
    const dup = await api('GET', teamNameQuery(name));
    expect(dup.status).toBe(200);
    expect(dup.body).toBe(true);
    expect((await api('GET', teamNameQuery(name.toUpperCase()))).body).toBe(true);
    expect((await api('GET', teamNameQuery(`  ${name.replace(' ', '   ')} `))).body).toBe(true);
    expect((await api('GET', teamNameQuery(groupName()))).body).toBe(false);

    await api('DELETE', '/api/application/cancel', {
      joinSeq: String(res.body.joinSeq),
      joinerName: joiner.joinerName,
      cellphone: joiner.cellphone,
    });
    expect((await api('GET', teamNameQuery(name))).body).toBe(false);

    for (const bad of ['가', '러닝크루1', '달리기!', 'a'.repeat(51)]) {
      const r = await api('GET', teamNameQuery(bad));
      expect(r.status).toBe(400);
      expect(r.body.errorMessage).toBe('(필수) 단체명을 확인해 주세요. (한글·영문·공백 2~50자)');
    }
    expect((await api('GET', '/api/isDuplicateTeamName')).status).toBe(400);
  });
});

describe('group lookup, edit and cancel at /apply/search', () => {
  async function registerGroup() {
    const a = await createTicket();
    const b = await createTicket();
    const joiner = { ...joinerBody(), exponent: groupName() };
    const runners = [runnerBody(a.ticketSeq), runnerBody(b.ticketSeq), runnerBody(b.ticketSeq)];
    const res = await apply(joiner, runners);
    expect(res.status).toBe(200);
    return {
      joiner,
      runners,
      a,
      b,
      joinSeq: res.body.joinSeq as number,
      proof: { joinSeq: String(res.body.joinSeq), joinerName: joiner.joinerName, cellphone: joiner.cellphone },
    };
  }
  const edit = (g: Awaited<ReturnType<typeof registerGroup>>, exponent: string) => ({
    joiner: {
      joinSeq: String(g.joinSeq),
      joinerName: g.joiner.joinerName,
      exponent,
      cellphone: g.joiner.cellphone,
      zipcode: g.joiner.zipcode,
      zipAddress: g.joiner.zipAddress,
      address: g.joiner.address,
    },
    proof: { joinerName: g.joiner.joinerName, cellphone: g.joiner.cellphone },
  });

  it('finds the group with its group name and every runner', async () => {
    const g = await registerGroup();
    const res = await api('POST', '/api/application/search', g.proof);
    expect(res.status).toBe(200);
    expect(res.body.joiner).toMatchObject({ exponent: g.joiner.exponent, ticketCount: 3, amount: 90000, editFlag: true, cancelable: true });
    expect(res.body.runners.map((r: { runnerName: string }) => r.runnerName)).toEqual(g.runners.map((r) => r.runnerName));
  });

  it('RSVT renames the group; a name another live group uses is refused; CMPL cannot rename', async () => {
    const g = await registerGroup();
    const other = await registerGroup();
    const newName = groupName();
    expect((await api('PUT', '/api/application/update', edit(g, newName))).status).toBe(200);
    const [row] = await testDb().select().from(schema.joiners).where(eq(schema.joiners.joinSeq, g.joinSeq));
    expect(row.exponent).toBe(newName);
    expect((await api('GET', teamNameQuery(newName))).body).toBe(true);

    const clash = await api('PUT', '/api/application/update', edit(g, other.joiner.exponent));
    expect(clash.status).toBe(400);
    expect(clash.body.errorMessage).toBe('이미 사용 중인 단체명입니다. 다른 단체명을 입력해 주세요.');
    const [still] = await testDb().select().from(schema.joiners).where(eq(schema.joiners.joinSeq, g.joinSeq));
    expect(still.exponent).toBe(newName);

    await confirmDeposit(g.joinSeq);
    const locked = await api('PUT', '/api/application/update', edit(g, groupName()));
    expect(locked.status).toBe(403);
    expect(locked.body.errorMessage).toMatch(/관리자에게 문의/);
  });

  it('cancel frees every place of the group and deactivates all its runners', async () => {
    const g = await registerGroup();
    expect(await totals(g.a.ticketSeq, g.b.ticketSeq)).toEqual({ [g.a.ticketSeq]: 1, [g.b.ticketSeq]: 2 });
    const res = await api('DELETE', '/api/application/cancel', g.proof);
    expect(res.status).toBe(200);
    expect(await totals(g.a.ticketSeq, g.b.ticketSeq)).toEqual({ [g.a.ticketSeq]: 0, [g.b.ticketSeq]: 0 });
    const runners = await testDb().select().from(schema.runners).where(eq(schema.runners.joinSeq, g.joinSeq));
    expect(runners.filter((r) => r.ticketSeq === g.a.ticketSeq || r.ticketSeq === g.b.ticketSeq).every((r) => !r.active)).toBe(true);
    // The runners may register again, e.g. in another group.
    const again = await apply({ ...joinerBody(), exponent: groupName() }, g.runners);
    expect(again.status).toBe(200);
  });
});
