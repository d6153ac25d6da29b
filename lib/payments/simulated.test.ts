import { describe, expect, it, vi } from 'vitest';
import { PaymentError } from './provider';
import { simulatedPaymentKey, simulatedProvider } from './simulated';

vi.mock('@/lib/env', async () => {
  const { readSiteEnv } = await import('@/lib/env/schema.mjs');
  return { env: readSiteEnv({ APP_SECRET: 'unit-test-secret' }) };
});

describe('simulated provider', () => {
  it('confirms the paymentKey its checkout page issued, for the order amount', async () => {
    const paid = await simulatedProvider.confirm({ paymentKey: simulatedPaymentKey('order_sim1'), orderId: 'order_sim1', amount: 35000 });
    expect(paid).toMatchObject({ orderId: 'order_sim1', totalAmount: 35000, method: 'SIMULATED' });
  });

  it('refuses a hand-made paymentKey or one of another order', async () => {
    await expect(simulatedProvider.confirm({ paymentKey: 'sim_forged', orderId: 'order_sim2', amount: 1 })).rejects.toBeInstanceOf(
      PaymentError,
    );
    await expect(
      simulatedProvider.confirm({ paymentKey: simulatedPaymentKey('order_other'), orderId: 'order_sim2', amount: 1 }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND_PAYMENT' });
  });
});
