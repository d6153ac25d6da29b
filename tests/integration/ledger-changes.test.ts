import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '@/db/schema';
import { adminApi, testDirector } from '../helpers/admin';
import { api, testDb } from '../helpers/env';
import { joinerBody, randomName, runnerBody } from '../helpers/people';
import { confirmDeposit, createOrder, getManual, simulatedPayLink } from '../helpers/payments';
import { withPolicy } from '../helpers/policy';
import { createTicket } from '../helpers/tickets';

/** A group of `n` runners on `ticketSeq` (applicant = first runner); its lookup proof. */
async function applyGroup(ticketSeq: number, n: number) {
  const joiner = { ...joinerBody(), exponent: `단체${randomName()}` };
  const list = Array.from({ length: n }, () => runnerBody(ticketSeq));
  const res = await api('POST', '/api/applicant/applyFor', { joiner, runners: list });
  expect(res.status).toBe(200);
  const proof = { joinSeq: String(res.body.joinSeq).padStart(4, '0'), joinerName: joiner.joinerName, cellphone: joiner.cellphone };
  return { joinSeq: res.body.joinSeq as number, joinHash: res.body.joinHash as string, proof, joiner, runners: list };
}

async function joinerRow(joinSeq: number, name: string) {
  const rows = await testDb()
    .select()
    .from(schema.joiners)
    .where(and(eq(schema.joiners.joinSeq, joinSeq), eq(schema.joiners.joinerName, name)));
  return rows[0];
}

const ledgerRows = async (joinerId: number) =>
  testDb().select().from(schema.ledgerEntries).where(eq(schema.ledgerEntries.joinerId, joinerId)).orderBy(schema.ledgerEntries.entryId);

const total = async (ticketSeq: number) =>
  (await testDb().select({ total: schema.tickets.total }).from(schema.tickets).where(eq(schema.tickets.ticketSeq, ticketSeq)))[0].total;

const runnerSeqs = async (joinerId: number) =>
  (await testDb().select().from(schema.runners).where(eq(schema.runners.joinerId, joinerId)).orderBy(schema.runners.runnerSeq)).map(
    (r) => r.runnerSeq,
  );

describe('the payment ledger keeps what was paid', () => {
  it('a paid group gains a member and keeps its 90,000 won payment with 15,000 due; the difference is paid by card', async () => {
    const main = await createTicket({ ticketPrice: 30000 });
    const short = await createTicket({ ticketPrice: 15000 });
    const g = await applyGroup(main.ticketSeq, 3);
    await confirmDeposit(g.joinSeq, 90000);
    const before = await joinerRow(g.joinSeq, g.joiner.joinerName);
    expect(before).toMatchObject({ paymentStatus: 'CMPL', amount: 90000, deposit: 90000 });
    const brief = before.brief;

    const added = await api('POST', '/api/application/runners', { proof: g.proof, runners: [runnerBody(short.ticketSeq)] });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ charged: 105000, paid: 90000, refunded: 0, due: 15000, paymentStatus: 'RSVT' });
    expect(added.body.rows.map((r: { kind: string; amount: number }) => `${r.kind} ${r.amount}`)).toEqual([
      'charge 90000',
      'payment 90000',
      'charge 15000',
    ]);
    const after = await joinerRow(g.joinSeq, g.joiner.joinerName);
    expect(after).toMatchObject({ paymentStatus: 'RSVT', amount: 105000, deposit: 90000, ticketCount: 4, brief });
    expect(await total(short.ticketSeq)).toBe(1);

    // The lookup shows the ledger's figures and the card order is for the difference only.
    const found = await api('POST', '/api/application/search', g.proof);
    expect(found.body.joiner.money).toEqual({ charged: 105000, paid: 90000, refunded: 0, due: 15000, credit: 0 });
    const order = await createOrder(g.joinSeq, found.body.joiner.joinHash);
    expect(order.status).toBe(200);
    expect(order.body.amount).toBe(15000);
    const paid = await getManual(await simulatedPayLink(order.body.checkoutPath));
    expect(paid.status).toBe(303);
    expect(await joinerRow(g.joinSeq, g.joiner.joinerName)).toMatchObject({ paymentStatus: 'CMPL', deposit: 105000, paymentType: 'CARD' });
    const ledger = await api('POST', '/api/application/ledger', g.proof);
    expect(ledger.body).toMatchObject({ charged: 105000, paid: 105000, due: 0 });
    expect(ledger.body.rows.at(-1)).toMatchObject({ kind: 'payment', cause: 'card', method: 'card', amount: 15000, memo: '카드 결제' });
  });

  it('the same by staff from the proxy page: same ledger rows, the deposit kept, the memo frozen after a phone edit', async () => {
    const main = await createTicket({ ticketPrice: 30000 });
    const short = await createTicket({ ticketPrice: 15000 });
    const g = await applyGroup(main.ticketSeq, 3);
    await confirmDeposit(g.joinSeq);
    const j = await joinerRow(g.joinSeq, g.joiner.joinerName);
    const edit = await adminApi('POST', '/api/admin/applicant/applyForAll', {
      joiner: { ...g.joiner, joinSeq: g.proof.joinSeq, cellphone: '01099998888' },
      runners: { INS: [runnerBody(short.ticketSeq)], UPD: [], DEL: [] },
    });
    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({ amount: 105000, paymentStatus: 'RSVT' });
    const after = await joinerRow(g.joinSeq, g.joiner.joinerName);
    expect(after).toMatchObject({ deposit: 90000, amount: 105000, cellphone: '01099998888', brief: j.brief });
    const rows = await ledgerRows(j.joinerId);
    expect(rows.map((r) => `${r.kind}:${r.cause}:${r.amount}`)).toEqual([
      'charge:registration:90000',
      'payment:deposit:90000',
      'charge:staff-edit:15000',
    ]);
    expect(rows[1]).toMatchObject({ method: 'bank', depositor: j.brief });
    expect(rows[2].staffUserName).toBe((await testDirector()).userName);

    // A phone edit on the public page leaves the depositor memo as the deposit was matched against it.
    const phone = await api('PUT', '/api/application/update', {
      joiner: { ...g.joiner, joinSeq: g.proof.joinSeq, cellphone: '01077776666' },
      proof: { joinerName: g.joiner.joinerName, cellphone: '01099998888' },
    });
    expect(phone.status).toBe(200);
    expect((await joinerRow(g.joinSeq, g.joiner.joinerName)).brief).toBe(j.brief);

    const staffView = await adminApi('GET', `/api/admin/ledger?joinSeq=${g.proof.joinSeq}`);
    expect(staffView.body).toMatchObject({ charged: 105000, paid: 90000, due: 15000 });
  });

  it('ledger rows cannot be rewritten or deleted while their registration exists', async () => {
    const t = await createTicket();
    const g = await applyGroup(t.ticketSeq, 2);
    const j = await joinerRow(g.joinSeq, g.joiner.joinerName);
    const [row] = await ledgerRows(j.joinerId);
    await expect(
      testDb().update(schema.ledgerEntries).set({ amount: 1 }).where(eq(schema.ledgerEntries.entryId, row.entryId)),
    ).rejects.toThrow();
    await expect(testDb().delete(schema.ledgerEntries).where(eq(schema.ledgerEntries.entryId, row.entryId))).rejects.toThrow();
  });
});

describe('course and souvenir changes', () => {
  it('changes the T-shirt size without money, and the course with the price difference', async () => {
    const a = await createTicket({ ticketPrice: 30000 });
    const b = await createTicket({ ticketPrice: 35000, choiceOption: '95,100,105' });
    const g = await applyGroup(a.ticketSeq, 2);
    const j = await joinerRow(g.joinSeq, g.joiner.joinerName);
    const [first] = await runnerSeqs(j.joinerId);
    const size = await api('POST', '/api/application/change', { proof: g.proof, runnerSeq: first, choiceOption: '110' });
    expect(size.status).toBe(200);
    expect(size.body).toMatchObject({ charged: 60000, due: 60000 });
    const bad = await api('POST', '/api/application/change', { proof: g.proof, runnerSeq: first, ticketSeq: b.ticketSeq });
    expect(bad.status).toBe(400);
    expect(bad.body.errorMessage).toContain('옵션');
    const moved = await api('POST', '/api/application/change', {
      proof: g.proof,
      runnerSeq: first,
      ticketSeq: b.ticketSeq,
      choiceOption: '100',
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ charged: 65000, due: 65000 });
    expect(moved.body.rows.at(-1)).toMatchObject({ kind: 'charge', cause: 'course-change', amount: 5000 });
    expect([await total(a.ticketSeq), await total(b.ticketSeq)]).toEqual([1, 1]);
  });

  it('a course change with no place left changes nothing', async () => {
    const a = await createTicket({ ticketPrice: 30000 });
    const full = await createTicket({ ticketPrice: 20000, acceptable: 1 });
    const filler = await api('POST', '/api/applicant/applyFor', { joiner: joinerBody(), runners: [runnerBody(full.ticketSeq)] });
    expect(filler.status).toBe(200);
    const g = await applyGroup(a.ticketSeq, 2);
    const j = await joinerRow(g.joinSeq, g.joiner.joinerName);
    const [first] = await runnerSeqs(j.joinerId);
    const before = await ledgerRows(j.joinerId);
    const res = await api('POST', '/api/application/change', { proof: g.proof, runnerSeq: first, ticketSeq: full.ticketSeq });
    expect(res.status).toBe(409);
    expect(res.body.errorCode).toBe('S0003');
    expect(JSON.parse(res.body.errorMessage)).toEqual({ data: [{ ticketName: full.ticketName }] });
    expect([await total(a.ticketSeq), await total(full.ticketSeq)]).toEqual([2, 1]);
    expect(await ledgerRows(j.joinerId)).toEqual(before);
    const [r] = await testDb().select().from(schema.runners).where(eq(schema.runners.runnerSeq, first));
    expect(r.ticketSeq).toBe(a.ticketSeq);
  });

  it('two parallel changes of one runner give one result', async () => {
    const a = await createTicket({ ticketPrice: 30000 });
    const b = await createTicket({ ticketPrice: 20000 });
    const g = await applyGroup(a.ticketSeq, 2);
    const j = await joinerRow(g.joinSeq, g.joiner.joinerName);
    const [first] = await runnerSeqs(j.joinerId);
    const both = await Promise.all(
      [1, 2].map(() => api('POST', '/api/application/change', { proof: g.proof, runnerSeq: first, ticketSeq: b.ticketSeq })),
    );
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect([await total(a.ticketSeq), await total(b.ticketSeq)]).toEqual([1, 1]);
    const changes = (await ledgerRows(j.joinerId)).filter((r) => r.cause === 'course-change');
    expect(changes.map((r) => r.amount)).toEqual([-10000]);
    expect(await joinerRow(g.joinSeq, g.joiner.joinerName)).toMatchObject({ amount: 50000 });
  });

  it('is refused outside the change window with a 403 and its dates, changing nothing', async () => {
    const a = await createTicket({ ticketPrice: 30000 });
    const b = await createTicket({ ticketPrice: 20000 });
    const g = await applyGroup(a.ticketSeq, 2);
    const j = await joinerRow(g.joinSeq, g.joiner.joinerName);
    const [first] = await runnerSeqs(j.joinerId);
    const past = { changeOpen: '2020-01-01T00:00:00+09:00', changeClose: '2020-02-01T00:00:00+09:00' };
    await withPolicy(past, async () => {
      const res = await api('POST', '/api/application/change', { proof: g.proof, runnerSeq: first, ticketSeq: b.ticketSeq });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ errorCode: 'S0008', errorMessage: expect.stringContaining('1/1 ~ 2/1') });
      const add = await api('POST', '/api/application/runners', { proof: g.proof, runners: [runnerBody(a.ticketSeq)] });
      expect(add.status).toBe(403);
    });
    expect(await total(b.ticketSeq)).toBe(0);
  });
});
