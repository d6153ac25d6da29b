import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '@/db/schema';
import { confirmCardPayment } from '@/lib/payments/confirm';
import { refundCardPayment } from '@/lib/payments/refund';
import { newOrderId } from '@/lib/payments/rules';
import { tossProvider } from '@/lib/payments/toss';
import { testDb } from '../helpers/env';
import { startHttpFake } from '../helpers/http-fake';
import { applyOne, createOrder, getManual, outboxFor, simulatedPayLink } from '../helpers/payments';
import { createTicket, seededTicket } from '../helpers/tickets';

const joinerOf = async (joinSeq: number, name: string) =>
  (await testDb().select().from(schema.joiners).where(eq(schema.joiners.joinerName, name))).find((j) => j.joinSeq === joinSeq)!;
const orderRow = async (orderId: string) =>
  (await testDb().select().from(schema.paymentOrders).where(eq(schema.paymentOrders.orderId, orderId)))[0];

describe('card payment over HTTP (simulated provider: the test server has no Toss keys)', () => {
  it('creates the order with the server amount, whatever the client sends, and saves the orderId cookie (path /, 10 minutes)', async () => {
    const half = await seededTicket('HALF');
    const reg = await applyOne(half.ticketSeq);
    const res = await createOrder(reg.joinSeq, reg.joinHash, { amount: 100 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      amount: 35000,
      provider: 'simulated',
      clientKey: null,
      customerName: reg.joiner.joinerName,
      successPath: '/api/payments/confirm',
      failPath: '/apply/fail',
    });
    expect(res.body.checkoutPath).toBe(`/apply/pay/simulated?orderId=${res.body.orderId}`);
    expect(res.headers.get('set-cookie')).toMatch(new RegExp(`orderId=${res.body.orderId}; Path=/; .*Max-Age=600`));
    const row = await orderRow(res.body.orderId);
    expect(row).toMatchObject({ amount: 35000, status: 'READY', provider: 'simulated' });
  });

  it('refuses an order without the proof of the registration', async () => {
    const half = await seededTicket('HALF');
    const reg = await applyOne(half.ticketSeq);
    const other = await applyOne(half.ticketSeq);
    const res = await createOrder(reg.joinSeq, other.joinHash);
    expect(res.status).toBe(403);
    expect(res.body.errorCode).toBe('P0002');
  });

  it('confirms through the simulated checkout: CMPL, CARD, paidAt, success page; a replay never confirms twice', async () => {
    const t = await createTicket({ ticketPrice: 30000 });
    const reg = await applyOne(t.ticketSeq);
    const order = (await createOrder(reg.joinSeq, reg.joinHash)).body;
    const checkout = await getManual(order.checkoutPath);
    expect(checkout.text).toContain('TEST');
    expect(checkout.text).toContain('30,000원');

    const pay = await simulatedPayLink(order.checkoutPath);
    expect(pay).toContain(`orderId=${order.orderId}`);
    expect(pay).toContain('amount=30000');
    const first = await getManual(pay);
    expect(first.status).toBe(303);
    const seq = String(reg.joinSeq).padStart(4, '0');
    expect(first.location).toMatch(new RegExp(`/apply/success\\?joinSeq=${seq}&joinHash=${order.orderId}$`));
    expect(first.setCookie).toContain(`orderId=${order.orderId}`);

    const j = await joinerOf(reg.joinSeq, reg.joiner.joinerName);
    expect(j).toMatchObject({ paymentStatus: 'CMPL', paymentType: 'CARD' });
    expect(j.paidAt).toBeInstanceOf(Date);
    const done = await orderRow(order.orderId);
    expect(done.status).toBe('DONE');
    expect(done.paymentKey).toMatch(/^sim_/);

    const success = await getManual(first.location, `orderId=${order.orderId}`);
    expect(success.status).toBe(200);
    expect(success.text).toContain(seq);
    expect(success.text).toContain('입금 완료');

    const replay = await getManual(pay);
    expect(replay.status).toBe(303);
    expect(replay.location).toBe(first.location);
    const after = await orderRow(order.orderId);
    expect(after.approvedAt?.getTime()).toBe(done.approvedAt?.getTime());
    expect((await joinerOf(reg.joinSeq, reg.joiner.joinerName)).paidAt?.getTime()).toBe(j.paidAt?.getTime());

    // SMS: 'registration received' at apply, 'payment confirmed' once despite the replay.
    expect(await outboxFor(reg.joiner.cellphone, 'registered')).toHaveLength(1);
    const paid = await outboxFor(reg.joiner.cellphone, 'paid');
    expect(paid).toHaveLength(1);
    expect(paid[0].body).toContain(`접수번호 ${seq}`);
    await new Promise((r) => setTimeout(r, 500));
    expect(await outboxFor(reg.joiner.cellphone, 'paid', 2, 0)).toHaveLength(1);

    // Paid now: no second order.
    expect((await createOrder(reg.joinSeq, order.orderId)).body.errorCode).toBe('P0003');
  });

  it('refuses a success return with another amount, leaves the registration RSVT and fails the order', async () => {
    const t = await createTicket();
    const reg = await applyOne(t.ticketSeq);
    const order = (await createOrder(reg.joinSeq, reg.joinHash)).body;
    const pay = await simulatedPayLink(order.checkoutPath);
    const tampered = await getManual(pay.replace('amount=30000', 'amount=100'));
    expect(tampered.status).toBe(303);
    expect(tampered.location).toContain('/apply/fail?code=AMOUNT_MISMATCH');
    expect((await joinerOf(reg.joinSeq, reg.joiner.joinerName)).paymentStatus).toBe('RSVT');
    expect((await orderRow(order.orderId)).status).toBe('FAILED');
    // The genuine return of that failed order is refused too; a new order can be paid.
    expect((await getManual(pay)).location).toContain('code=ORDER_CLOSED');
    const fail = await getManual(tampered.location);
    expect(fail.text).toContain('결제 금액이 접수 금액과 달라 결제를 승인하지 않았습니다.');
  });

  it('refuses a hand-made paymentKey with the provider code and message', async () => {
    const t = await createTicket();
    const reg = await applyOne(t.ticketSeq);
    const order = (await createOrder(reg.joinSeq, reg.joinHash)).body;
    const res = await getManual(`/api/payments/confirm?paymentKey=sim_forged&orderId=${order.orderId}&amount=30000`);
    expect(res.location).toContain('code=NOT_FOUND_PAYMENT');
    expect((await joinerOf(reg.joinSeq, reg.joiner.joinerName)).paymentStatus).toBe('RSVT');
  });

  // 'Sold out meanwhile' (more entries than places) cannot be arranged here: places are taken at
  // application and the tickets table forbids total > acceptable; payableProblem covers it (rules.test.ts).
  it('refuses payment when a chosen course closed meanwhile, with the spec message, and stores no order', async () => {
    const t = await createTicket({ acceptable: 1 });
    const reg = await applyOne(t.ticketSeq);
    await testDb()
      .update(schema.tickets)
      .set({ saleCloseTime: new Date(Date.now() - 60_000) })
      .where(eq(schema.tickets.ticketSeq, t.ticketSeq));
    const closed = await createOrder(reg.joinSeq, reg.joinHash);
    expect(closed.status).toBe(409);
    expect(closed.body.errorMessage).toBe('대회 신청이 마감되었습니다.');
    const j = await joinerOf(reg.joinSeq, reg.joiner.joinerName);
    expect(await testDb().select().from(schema.paymentOrders).where(eq(schema.paymentOrders.joinerId, j.joinerId))).toHaveLength(0);
  });

  it('has nothing to pay for a free registration (CMPL at once)', async () => {
    const t = await createTicket({ ticketPrice: 0 });
    const reg = await applyOne(t.ticketSeq);
    const res = await createOrder(reg.joinSeq, reg.joinHash);
    expect(res.status).toBe(409);
    expect(res.body.errorCode).toBe('P0003');
  });

  it("/apply/fail shows the cancel text for PAY_PROCESS_CANCELED and the provider's message otherwise", async () => {
    const cancelled = await getManual('/apply/fail?code=PAY_PROCESS_CANCELED&message=x&orderId=abcdef123');
    expect(cancelled.text).toContain('결제가 중간에 취소되었습니다. 다시 결제해 주세요.');
    const rejected = await getManual(
      `/apply/fail?code=REJECT_CARD_COMPANY&message=${encodeURIComponent('카드사에서 결제를 거절했습니다.')}`,
    );
    expect(rejected.text).toContain('카드사에서 결제를 거절했습니다.');
    expect(rejected.text).toContain('REJECT_CARD_COMPANY');
  });

  it('refundCardPayment cancels a DONE card order once and records CANCELED', async () => {
    const t = await createTicket();
    const reg = await applyOne(t.ticketSeq);
    const order = (await createOrder(reg.joinSeq, reg.joinHash)).body;
    await getManual(await simulatedPayLink(order.checkoutPath));
    const j = await joinerOf(reg.joinSeq, reg.joiner.joinerName);
    expect(await refundCardPayment(testDb(), j.joinerId, '참가 취소')).toEqual({ refunded: true, orderId: order.orderId, amount: 30000 });
    const row = await orderRow(order.orderId);
    expect(row.status).toBe('CANCELED');
    expect(row.canceledAt).toBeInstanceOf(Date);
    expect(await refundCardPayment(testDb(), j.joinerId, '참가 취소')).toEqual({ refunded: false });
  });
});

describe('confirm and refund against a local fake of the Toss API (same server logic, real database)', () => {
  let fake: Awaited<ReturnType<typeof startHttpFake>>;
  beforeAll(async () => {
    fake = await startHttpFake(() => ({ status: 500, body: {} }));
  });
  afterAll(() => fake.close());
  // generous by default (the fake answers at once, CI's two cores are busy); the timeout case passes its own
  const toss = (timeoutMs = 10_000) => tossProvider({ secretKey: 'test_sk_fake', apiBase: fake.url, timeoutMs });

  async function tossOrder() {
    const t = await createTicket();
    const reg = await applyOne(t.ticketSeq);
    const j = await joinerOf(reg.joinSeq, reg.joiner.joinerName);
    const orderId = newOrderId();
    await testDb()
      .insert(schema.paymentOrders)
      .values({ orderId, joinerId: j.joinerId, amount: j.amount, orderName: 'test', provider: 'toss' });
    return { reg, j, orderId };
  }

  it('confirms, then refunds through the cancel API', async () => {
    const { reg, j, orderId } = await tossOrder();
    fake.setHandler((r) =>
      r.path === '/v1/payments/confirm'
        ? {
            status: 200,
            body: {
              paymentKey: 'tpk_1',
              orderId,
              status: 'DONE',
              totalAmount: 30000,
              method: '카드',
              approvedAt: new Date().toISOString(),
            },
          }
        : { status: 200, body: { paymentKey: 'tpk_1', status: 'CANCELED' } },
    );
    const outcome = await confirmCardPayment(testDb(), { paymentKey: 'tpk_1', orderId, amount: 30000 }, { provider: toss() });
    expect(outcome).toMatchObject({ ok: true, joinSeq: reg.joinSeq, newlyPaid: true });
    expect((await joinerOf(reg.joinSeq, reg.joiner.joinerName)).paymentStatus).toBe('CMPL');
    expect(await confirmCardPayment(testDb(), { paymentKey: 'tpk_1', orderId, amount: 30000 }, { provider: toss() })).toMatchObject({
      ok: true,
      newlyPaid: false,
    });
    expect(fake.requests.filter((r) => r.path === '/v1/payments/confirm')).toHaveLength(1);

    expect(await refundCardPayment(testDb(), j.joinerId, '참가 취소', { provider: toss() })).toMatchObject({ refunded: true, orderId });
    const cancel = fake.requests.find((r) => r.path === '/v1/payments/tpk_1/cancel');
    expect(cancel?.body).toEqual({ cancelReason: '참가 취소' });
    expect((await orderRow(orderId)).status).toBe('CANCELED');
  });

  it('holds no row lock while the provider answers; a registration cancelled meanwhile gets its capture cancelled', async () => {
    const { reg, j, orderId } = await tossOrder();
    const done = (paymentKey: string, id: string) => ({ paymentKey, orderId: id, status: 'DONE', totalAmount: 30000, method: '카드' });
    fake.requests.length = 0;
    fake.setHandler((r) =>
      r.path === '/v1/payments/confirm'
        ? { status: 200, body: done('tpk_slow', orderId), delayMs: 1_500 }
        : { status: 200, body: { paymentKey: 'tpk_slow', status: 'CANCELED' } },
    );
    const confirming = confirmCardPayment(testDb(), { paymentKey: 'tpk_slow', orderId, amount: 30000 }, { provider: toss() });
    await new Promise((r) => setTimeout(r, 500));
    // While the provider is slow, the order and its registration can be locked at once (NOWAIT fails
    // when another transaction holds the row): staff and the visitor are not kept waiting.
    await testDb().transaction(async (tx) => {
      await tx.execute(sql`SELECT 1 FROM joiners WHERE joiner_id = ${j.joinerId} FOR UPDATE NOWAIT`);
      await tx.execute(sql`SELECT 1 FROM payment_orders WHERE order_id = ${orderId} FOR UPDATE NOWAIT`);
    });
    expect(await confirming).toMatchObject({ ok: true, joinSeq: reg.joinSeq, newlyPaid: true });

    // Staff cancel the registration while the provider captures: the capture is cancelled at once.
    const other = await tossOrder();
    fake.requests.length = 0;
    fake.setHandler((r) =>
      r.path === '/v1/payments/confirm'
        ? { status: 200, body: done('tpk_late', other.orderId), delayMs: 1_000 }
        : { status: 200, body: { paymentKey: 'tpk_late', status: 'CANCELED' } },
    );
    const late = confirmCardPayment(testDb(), { paymentKey: 'tpk_late', orderId: other.orderId, amount: 30000 }, { provider: toss() });
    await new Promise((r) => setTimeout(r, 300));
    await testDb().update(schema.joiners).set({ paymentStatus: 'CNCL' }).where(eq(schema.joiners.joinerId, other.j.joinerId));
    expect(await late).toMatchObject({ ok: false, code: 'REGISTRATION_CANCELLED' });
    expect(fake.requests.map((r) => r.path)).toEqual(['/v1/payments/confirm', '/v1/payments/tpk_late/cancel']);
    expect((await orderRow(other.orderId)).status).toBe('FAILED');
  });

  it('cancels at once a capture of another amount and fails the order; a timeout leaves it READY for a replay', async () => {
    const { reg, orderId } = await tossOrder();
    fake.requests.length = 0;
    fake.setHandler((r) =>
      r.path === '/v1/payments/confirm'
        ? { status: 200, body: { paymentKey: 'tpk_2', orderId, status: 'DONE', totalAmount: 100, method: '카드' } }
        : { status: 200, body: { paymentKey: 'tpk_2', status: 'CANCELED' } },
    );
    expect(await confirmCardPayment(testDb(), { paymentKey: 'tpk_2', orderId, amount: 30000 }, { provider: toss() })).toMatchObject({
      ok: false,
      code: 'AMOUNT_MISMATCH',
    });
    expect(fake.requests.map((r) => r.path)).toEqual(['/v1/payments/confirm', '/v1/payments/tpk_2/cancel']);
    expect((await orderRow(orderId)).status).toBe('FAILED');
    expect((await joinerOf(reg.joinSeq, reg.joiner.joinerName)).paymentStatus).toBe('RSVT');

    const second = await tossOrder();
    fake.setHandler(() => ({ status: 200, body: {}, delayMs: 3_000 }));
    expect(
      await confirmCardPayment(testDb(), { paymentKey: 'tpk_3', orderId: second.orderId, amount: 30000 }, { provider: toss(300) }),
    ).toMatchObject({ ok: false, code: 'CONFIRM_PENDING' });
    expect((await orderRow(second.orderId)).status).toBe('READY');
  });
});
