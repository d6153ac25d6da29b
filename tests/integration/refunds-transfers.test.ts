import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '@/db/schema';
import type { AdminContext } from '@/lib/auth/require-admin';
import { confirmCardPayment } from '@/lib/payments/confirm';
import { newOrderId } from '@/lib/payments/rules';
import { tossProvider } from '@/lib/payments/toss';
import { approveRefund } from '@/lib/refunds/decide';
import { accountContext } from '@/lib/refunds/account';
import { open, refundAccountKey } from '@/lib/security/secret-box';
import { adminApi, asAdmin, testDirector } from '../helpers/admin';
import { api, BASE_URL, testDb } from '../helpers/env';
import { startHttpFake } from '../helpers/http-fake';
import { joinerBody, randomMobile, randomName, runnerBody } from '../helpers/people';
import { confirmDeposit, outboxFor } from '../helpers/payments';
import { withPolicy } from '../helpers/policy';
import { createTicket } from '../helpers/tickets';

/** One runner on `ticketSeq` (applicant = runner); its lookup proof and rows. */
async function applyOne(ticketSeq: number, over: Parameters<typeof runnerBody>[1] = {}) {
  const joiner = joinerBody();
  const runner = runnerBody(ticketSeq, { runnerName: joiner.joinerName, cellphone: joiner.cellphone, ...over });
  const res = await api('POST', '/api/applicant/applyFor', { joiner, runners: [runner] });
  expect(res.status).toBe(200);
  const proof = { joinSeq: String(res.body.joinSeq).padStart(4, '0'), joinerName: joiner.joinerName, cellphone: joiner.cellphone };
  const [j] = await testDb()
    .select()
    .from(schema.joiners)
    .where(and(eq(schema.joiners.joinSeq, res.body.joinSeq), eq(schema.joiners.joinerName, joiner.joinerName)));
  const [r] = await testDb().select().from(schema.runners).where(eq(schema.runners.joinerId, j.joinerId));
  return { proof, joiner, j, runner: r };
}

const refundRow = async (refundSeq: number) =>
  (await testDb().select().from(schema.refundRequests).where(eq(schema.refundRequests.refundSeq, refundSeq)))[0];

const staff: AdminContext = { staffId: 1, userName: 'admin', clientIp: '127.0.0.1', via: 'bearer' } as AdminContext;
const in30Days = () => new Date(Date.now() + 30 * 86_400_000).toISOString();

describe('refund requests', () => {
  let fake: Awaited<ReturnType<typeof startHttpFake>>;
  beforeAll(async () => {
    fake = await startHttpFake(() => ({ status: 500, body: {} }));
  });
  afterAll(() => fake.close());
  const toss = () => tossProvider({ secretKey: 'test_sk_fake', apiBase: fake.url, timeoutMs: 10_000 });

  it('a card refund of 50 % reaches the fake Toss with that amount once, even when approved twice in parallel', async () => {
    const t = await createTicket({ ticketPrice: 35000 });
    const reg = await applyOne(t.ticketSeq);
    // Paid by card through Toss (the fake), as the checkout's success return confirms it.
    const orderId = newOrderId();
    await testDb()
      .insert(schema.paymentOrders)
      .values({ orderId, joinerId: reg.j.joinerId, amount: 35000, orderName: 'test', provider: 'toss' });
    const paymentKey = `tpk_${randomBytes(4).toString('hex')}`;
    fake.setHandler((r) =>
      r.path === '/v1/payments/confirm'
        ? {
            status: 200,
            body: { paymentKey, orderId, status: 'DONE', totalAmount: 35000, method: '카드', approvedAt: new Date().toISOString() },
          }
        : { status: 200, body: { paymentKey, orderId, status: 'PARTIAL_CANCELED', balanceAmount: 17500 }, delayMs: 300 },
    );
    expect(await confirmCardPayment(testDb(), { paymentKey, orderId, amount: 35000 }, { provider: toss() })).toMatchObject({ ok: true });

    await withPolicy({ refundWindows: [{ until: in30Days(), percent: 50 }] }, async () => {
      const req = await api('POST', '/api/application/refund-request', { proof: reg.proof });
      expect(req.status).toBe(200);
      expect(req.body).toMatchObject({ amount: 17500, cardAmount: 17500, bankAmount: 0, state: 'requested', policyPercent: 50 });
      expect(await total(t.ticketSeq)).toBe(0);

      fake.requests.length = 0;
      const both = await Promise.allSettled([1, 2].map(() => approveRefund(testDb(), req.body.refundSeq, staff, { provider: toss() })));
      expect(both.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
      const refused = both.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect(refused.reason).toMatchObject({ errorCode: 'R0001' });
      const cancels = fake.requests.filter((r) => r.path === `/v1/payments/${paymentKey}/cancel`);
      expect(cancels).toHaveLength(1);
      expect(cancels[0].body).toMatchObject({ cancelAmount: 17500 });
      expect(cancels[0].headers['idempotency-key']).toBe(`cancel-${orderId}-0`);

      expect(await refundRow(req.body.refundSeq)).toMatchObject({ state: 'sent' });
      const [o] = await testDb().select().from(schema.paymentOrders).where(eq(schema.paymentOrders.orderId, orderId));
      expect(o).toMatchObject({ status: 'DONE', canceledAmount: 17500 });
      const ledger = await api('POST', '/api/application/ledger', reg.proof);
      expect(ledger.body).toMatchObject({ charged: 17500, paid: 35000, refunded: 17500, due: 0, credit: 0 });
      expect(ledger.body.rows.map((r: { cause: string }) => r.cause)).toEqual([
        'registration',
        'card',
        'cancellation',
        'cancellation-fee',
        'card-refund',
      ]);
      expect(await outboxFor(reg.joiner.cellphone, ['refund-requested', 'refund-sent'], 2)).toHaveLength(2);
    });
  });

  it('keeps the refund account encrypted: not readable in the database without the key, masked in the list, revealed with an audit entry, erased once sent', async () => {
    const t = await createTicket({ ticketPrice: 30000 });
    const reg = await applyOne(t.ticketSeq);
    await confirmDeposit(Number(reg.proof.joinSeq));
    const accountNo = `3021${String(Date.now()).slice(-8)}`;

    const missing = await api('POST', '/api/application/refund-request', { proof: reg.proof });
    expect(missing.status).toBe(400);
    expect(missing.body.errorMessage).toContain('환불 계좌');
    expect(await total(t.ticketSeq)).toBe(1);

    const req = await api('POST', '/api/application/refund-request', {
      proof: reg.proof,
      account: { bankCode: '011', accountNo: `${accountNo.slice(0, 4)}-${accountNo.slice(4)}`, holder: reg.joiner.joinerName },
    });
    expect(req.status).toBe(200);
    expect(req.body).toMatchObject({ amount: 30000, cardAmount: 0, bankAmount: 30000, state: 'requested' });

    const row = await refundRow(req.body.refundSeq);
    expect(JSON.stringify(row)).not.toContain(accountNo);
    expect(JSON.stringify(row)).not.toContain(accountNo.slice(0, 8));
    expect(row.accountTail).toBe(accountNo.slice(-4));
    expect(() => open(randomBytes(32), row.accountCipher!, accountContext(reg.j.joinerId))).toThrow();
    expect(open(refundAccountKey(), row.accountCipher!, accountContext(reg.j.joinerId))).toBe(accountNo);

    const list = await adminApi('GET', '/api/admin/refunds?state=requested');
    const listed = list.body.refunds.find((r: { refundSeq: number }) => r.refundSeq === req.body.refundSeq);
    expect(listed.account).toMatchObject({ bankCode: '011', accountNo: `****${accountNo.slice(-4)}` });
    expect(JSON.stringify(list.body)).not.toContain(accountNo);

    const reveal = await adminApi('POST', `/api/admin/refunds/${req.body.refundSeq}/reveal`);
    expect(reveal.body.account).toMatchObject({ accountNo, holder: reg.joiner.joinerName });
    const audit = await testDb().select().from(schema.auditLog).where(eq(schema.auditLog.action, 'refund-account-reveal'));
    expect(audit.some((a) => (a.detail as { refundSeq: number }).refundSeq === req.body.refundSeq)).toBe(true);

    expect((await adminApi('POST', `/api/admin/refunds/${req.body.refundSeq}/approve`)).body).toMatchObject({ state: 'approved' });
    // The bulk-transfer file names the account as text and the amount in won.
    const file = await fetch(`${BASE_URL}/api/admin/refunds/export?purpose=${encodeURIComponent('이체 파일')}`, {
      headers: await asAdmin(),
    });
    expect(file.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await file.arrayBuffer()) as unknown as ExcelJS.Buffer);
    const rows = wb.worksheets[0].getSheetValues().filter(Boolean) as unknown[][];
    const mine = rows.find((r) => r.includes(accountNo));
    expect(mine).toBeDefined();
    expect(mine).toContain(30000);
    expect(mine).toContain('011');

    const sent = await adminApi('POST', '/api/admin/refunds/sent', { refundSeqs: [req.body.refundSeq] });
    expect(sent.status).toBe(200);
    expect(await refundRow(req.body.refundSeq)).toMatchObject({ state: 'sent', accountCipher: null, accountHolder: null });
    expect((await adminApi('POST', '/api/admin/refunds/sent', { refundSeqs: [req.body.refundSeq] })).body.errorCode).toBe('R0001');
    const ledger = await api('POST', '/api/application/ledger', reg.proof);
    expect(ledger.body).toMatchObject({ paid: 30000, refunded: 30000, due: 0, credit: 0 });
  });

  it('removes one member of a paid group with its refund, and staff refuse a request with a reason', async () => {
    const t = await createTicket({ ticketPrice: 30000 });
    const joiner = { ...joinerBody(), exponent: `단체${randomName()}` };
    const res = await api('POST', '/api/applicant/applyFor', {
      joiner,
      runners: [runnerBody(t.ticketSeq), runnerBody(t.ticketSeq), runnerBody(t.ticketSeq)],
    });
    expect(res.status).toBe(200);
    await confirmDeposit(res.body.joinSeq);
    const proof = { joinSeq: String(res.body.joinSeq).padStart(4, '0'), joinerName: joiner.joinerName, cellphone: joiner.cellphone };
    const found = await api('POST', '/api/application/search', proof);
    const last = found.body.runners.at(-1).runnerSeq;
    const account = { bankCode: '004', accountNo: '123456789012', holder: joiner.joinerName };
    const req = await api('POST', '/api/application/refund-request', { proof, runnerSeqs: [last], account });
    expect(req.status).toBe(200);
    expect(req.body).toMatchObject({ amount: 30000, bankAmount: 30000, state: 'requested' });
    expect(await total(t.ticketSeq)).toBe(2);
    const again = await api('POST', '/api/application/search', proof);
    expect(again.body.runners).toHaveLength(2);
    expect(again.body.joiner).toMatchObject({ paymentStatus: 'CMPL', money: { charged: 60000, paid: 90000, credit: 30000 } });

    const refused = await adminApi('POST', `/api/admin/refunds/${req.body.refundSeq}/refuse`, { reason: '중복 요청입니다' });
    expect(refused.body).toMatchObject({ state: 'refused' });
    expect(await refundRow(req.body.refundSeq)).toMatchObject({ reason: '중복 요청입니다', accountCipher: null });
    const ledger = await api('POST', '/api/application/ledger', proof);
    expect(ledger.body).toMatchObject({ credit: 0, due: 0 });
    expect(ledger.body.rows.at(-1)).toMatchObject({ kind: 'adjustment', cause: 'refund-refused', memo: '환불 거절 (중복 요청입니다)' });
    const sms = await outboxFor(joiner.cellphone, ['refund-requested', 'refund-refused'], 2);
    expect(sms.map((m) => m.body).join('\n')).toContain('사유: 중복 요청입니다');
  });
});

describe('official transfer', () => {
  it('a transfer refused for age changes nothing', async () => {
    const half = await createTicket({ ticketPrice: 35000, minAge: 18 });
    const reg = await applyOne(half.ticketSeq);
    const child = { runnerName: '김어린이', birthday: '20150505', gender: 'F', cellphone: randomMobile() };
    await withPolicy({ transferClose: in30Days(), transferFee: 5000, kitCutoff: in30Days() }, async () => {
      const res = await api('POST', '/api/application/transfer', { proof: reg.proof, runnerSeq: reg.runner.runnerSeq, newRunner: child });
      expect(res.status).toBe(400);
      expect(res.body.errorMessage).toMatch(/18세/);
    });
    const [r] = await testDb().select().from(schema.runners).where(eq(schema.runners.runnerSeq, reg.runner.runnerSeq));
    expect(r).toMatchObject({ runnerName: reg.runner.runnerName, birthday: reg.runner.birthday, cellphone: reg.runner.cellphone });
    expect(await testDb().select().from(schema.transfers).where(eq(schema.transfers.runnerSeq, reg.runner.runnerSeq))).toHaveLength(0);
    expect(await outboxFor(child.cellphone, 'transfer-code', 1, 300)).toHaveLength(0);
  });

  it('is off by default, then hands the place over with the code, staff approval and the fee; history kept; limited to one', async () => {
    const t = await createTicket({ ticketPrice: 30000 });
    const reg = await applyOne(t.ticketSeq);
    await confirmDeposit(Number(reg.proof.joinSeq));
    const friend = { runnerName: '박친구', birthday: '19920303', gender: 'M', cellphone: randomMobile() };
    const body = { proof: reg.proof, runnerSeq: reg.runner.runnerSeq, newRunner: friend };
    // The first holder's race-day details, which must not pass to the new holder.
    await testDb()
      .update(schema.runners)
      .set({
        emergencyName: '김보호',
        emergencyPhone: '01099990000',
        emergencyRelation: '부모',
        bloodType: 'B',
        bloodRh: '+',
        finishSms: true,
      })
      .where(eq(schema.runners.runnerSeq, reg.runner.runnerSeq));
    expect((await api('POST', '/api/application/transfer', body)).body.errorCode).toBe('S0008');

    await withPolicy({ transferClose: in30Days(), transferFee: 5000, kitCutoff: in30Days() }, async () => {
      const asked = await api('POST', '/api/application/transfer', body);
      expect(asked.status).toBe(200);
      expect(asked.body).toMatchObject({ state: 'code-sent' });
      const [sms] = await outboxFor(friend.cellphone, 'transfer-code');
      const code = /\[(\d{6})\]/.exec(sms.body)![1];
      const [stored] = await testDb().select().from(schema.transfers).where(eq(schema.transfers.transferSeq, asked.body.transferSeq));
      expect(stored.codeHash).not.toContain(code);

      const wrong = await api('POST', '/api/application/transfer/confirm', {
        transferSeq: asked.body.transferSeq,
        code: code === '000000' ? '111111' : '000000',
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.errorCode).toBe('T0002');
      const ok = await api('POST', '/api/application/transfer/confirm', { transferSeq: asked.body.transferSeq, code });
      expect(ok.body).toEqual({ state: 'awaiting-staff' });

      const pending = await adminApi('GET', '/api/admin/transfers?state=awaiting-staff');
      expect(pending.body.transfers.some((x: { transferSeq: number }) => x.transferSeq === asked.body.transferSeq)).toBe(true);
      const approved = await adminApi('POST', `/api/admin/transfers/${asked.body.transferSeq}/approve`);
      expect(approved.body).toMatchObject({ state: 'approved' });
      expect((await adminApi('POST', `/api/admin/transfers/${asked.body.transferSeq}/approve`)).body.errorCode).toBe('T0001');

      const [r] = await testDb().select().from(schema.runners).where(eq(schema.runners.runnerSeq, reg.runner.runnerSeq));
      expect(r).toMatchObject({ runnerName: friend.runnerName, birthday: friend.birthday, cellphone: friend.cellphone });
      expect(r).toMatchObject({
        emergencyName: null,
        emergencyPhone: null,
        emergencyRelation: null,
        bloodType: null,
        bloodRh: null,
        finishSms: false,
      });
      const ledger = await api('POST', '/api/application/ledger', reg.proof);
      expect(ledger.body).toMatchObject({ charged: 35000, paid: 30000, due: 5000 });
      expect(ledger.body.rows.at(-1)).toMatchObject({ cause: 'transfer-fee', amount: 5000 });
      expect(await outboxFor(friend.cellphone, 'transfer-received')).toHaveLength(1);
      expect(await outboxFor(reg.joiner.cellphone, 'transfer-given')).toHaveLength(1);

      const history = await adminApi('GET', `/api/admin/ledger?joinSeq=${reg.proof.joinSeq}`);
      expect(history.body.transfers).toEqual([
        expect.objectContaining({ state: 'approved', decidedBy: (await testDirector()).userName, fromName: expect.stringMatching(/\*/) }),
      ]);
      // One transfer per runner (the edition's limit).
      const again = await api('POST', '/api/application/transfer', {
        ...body,
        newRunner: { ...friend, runnerName: '최다음', cellphone: randomMobile() },
      });
      expect(again.status).toBe(409);
      expect(again.body.errorCode).toBe('T0001');
    });
  });
});

const total = async (ticketSeq: number) =>
  (await testDb().select({ total: schema.tickets.total }).from(schema.tickets).where(eq(schema.tickets.ticketSeq, ticketSeq)))[0].total;
