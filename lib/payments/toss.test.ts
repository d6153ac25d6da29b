import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startHttpFake, type FakeHandler } from '@/tests/helpers/http-fake';
import { PaymentError } from './provider';
import { tossProvider } from './toss';

const SECRET = 'test_sk_fake123';
let fake: Awaited<ReturnType<typeof startHttpFake>>;

const done = (paymentKey: string, orderId: string, totalAmount: number) => ({
  status: 200,
  body: { paymentKey, orderId, status: 'DONE', totalAmount, method: '카드', approvedAt: '2025-05-01T10:00:00+09:00' },
});

beforeAll(async () => {
  fake = await startHttpFake(() => ({ status: 500, body: {} }));
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

function provider(timeoutMs = 2_000) {
  return tossProvider({ secretKey: SECRET, apiBase: fake.url, timeoutMs });
}

async function refusal(p: Promise<unknown>): Promise<PaymentError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PaymentError);
  return err as PaymentError;
}

describe('Toss adapter against a local fake of the core API', () => {
  it('confirms with Basic auth of "secret:", an Idempotency-Key and the order amount', async () => {
    fake.setHandler((r) => done((r.body as { paymentKey: string }).paymentKey, (r.body as { orderId: string }).orderId, 35000));
    const paid = await provider().confirm({ paymentKey: 'pk_1', orderId: 'order_0001', amount: 35000 });
    expect(paid).toMatchObject({ paymentKey: 'pk_1', orderId: 'order_0001', totalAmount: 35000, method: '카드' });
    expect(paid.approvedAt.toISOString()).toBe('2025-05-01T01:00:00.000Z');
    const [req] = fake.requests;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/v1/payments/confirm');
    expect(req.headers.authorization).toBe(`Basic ${Buffer.from(`${SECRET}:`).toString('base64')}`);
    expect(req.headers['idempotency-key']).toBe('confirm-order_0001');
    expect(req.body).toEqual({ paymentKey: 'pk_1', orderId: 'order_0001', amount: 35000 });
  });

  it('refuses a capture of another amount and hands back the paymentKey to cancel', async () => {
    fake.setHandler(() => done('pk_2', 'order_0002', 1000));
    const err = await refusal(provider().confirm({ paymentKey: 'pk_2', orderId: 'order_0002', amount: 35000 }));
    expect(err.code).toBe('AMOUNT_MISMATCH');
    expect(err.retryable).toBe(false);
    expect(err.capturedPaymentKey).toBe('pk_2');
  });

  it('treats ALREADY_PROCESSED_PAYMENT as confirmed when the order lookup shows the same payment DONE', async () => {
    const handler: FakeHandler = (r) =>
      r.path === '/v1/payments/confirm'
        ? { status: 400, body: { code: 'ALREADY_PROCESSED_PAYMENT', message: '이미 처리된 결제 입니다.' } }
        : done('pk_3', 'order_0003', 20000);
    fake.setHandler(handler);
    const paid = await provider().confirm({ paymentKey: 'pk_3', orderId: 'order_0003', amount: 20000 });
    expect(paid.totalAmount).toBe(20000);
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /v1/payments/confirm', 'GET /v1/payments/orders/order_0003']);
  });

  it('keeps ALREADY_PROCESSED_PAYMENT as a refusal when the order was paid with another payment', async () => {
    fake.setHandler((r) =>
      r.path === '/v1/payments/confirm'
        ? { status: 400, body: { code: 'ALREADY_PROCESSED_PAYMENT', message: '이미 처리된 결제 입니다.' } }
        : done('pk_other', 'order_0004', 20000),
    );
    const err = await refusal(provider().confirm({ paymentKey: 'pk_4', orderId: 'order_0004', amount: 20000 }));
    expect(err.code).toBe('ALREADY_PROCESSED_PAYMENT');
    expect(err.providerMessage).toBe('이미 처리된 결제 입니다.');
  });

  it("passes on the provider's error code and message (not retryable)", async () => {
    fake.setHandler(() => ({ status: 403, body: { code: 'REJECT_CARD_COMPANY', message: '카드사에서 결제를 거절했습니다.' } }));
    const err = await refusal(provider().confirm({ paymentKey: 'pk_5', orderId: 'order_0005', amount: 35000 }));
    expect(err).toMatchObject({ code: 'REJECT_CARD_COMPANY', providerMessage: '카드사에서 결제를 거절했습니다.', retryable: false });
  });

  it('reports a provider 5xx as retryable (outcome unknown)', async () => {
    fake.setHandler(() => ({
      status: 500,
      body: { code: 'FAILED_INTERNAL_SYSTEM_PROCESSING', message: '내부 시스템 처리 작업이 실패했습니다.' },
    }));
    const err = await refusal(provider().confirm({ paymentKey: 'pk_6', orderId: 'order_0006', amount: 35000 }));
    expect(err).toMatchObject({ code: 'FAILED_INTERNAL_SYSTEM_PROCESSING', retryable: true });
  });

  it('gives up after the timeout with a retryable PROVIDER_TIMEOUT', async () => {
    fake.setHandler(() => ({ ...done('pk_7', 'order_0007', 35000), delayMs: 1_000 }));
    const started = Date.now();
    const err = await refusal(provider(200).confirm({ paymentKey: 'pk_7', orderId: 'order_0007', amount: 35000 }));
    expect(err).toMatchObject({ code: 'PROVIDER_TIMEOUT', retryable: true });
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('cancels with the reason and an Idempotency-Key; an already cancelled payment counts as cancelled', async () => {
    fake.setHandler(() => ({ status: 200, body: { paymentKey: 'pk_8', status: 'CANCELED' } }));
    await provider().cancel({ paymentKey: 'pk_8', orderId: 'order_0008', reason: '참가 취소' });
    expect(fake.requests[0]).toMatchObject({ method: 'POST', path: '/v1/payments/pk_8/cancel', body: { cancelReason: '참가 취소' } });
    expect(fake.requests[0].headers['idempotency-key']).toBe('cancel-order_0008');

    fake.setHandler(() => ({ status: 400, body: { code: 'ALREADY_CANCELED_PAYMENT', message: '이미 취소된 결제 입니다.' } }));
    await expect(provider().cancel({ paymentKey: 'pk_8', orderId: 'order_0008', reason: '참가 취소' })).resolves.toBeUndefined();

    fake.setHandler(() => ({ status: 403, body: { code: 'NOT_CANCELABLE_PAYMENT', message: '취소 할 수 없는 결제 입니다.' } }));
    const err = await refusal(provider().cancel({ paymentKey: 'pk_8', orderId: 'order_0008', reason: '참가 취소' }));
    expect(err.code).toBe('NOT_CANCELABLE_PAYMENT');
  });
});
