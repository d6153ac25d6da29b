import 'server-only';
import { env } from '@/lib/env';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentProvider } from './provider';
import { PaymentError } from './provider';

function secret(): string {
  const s = env.auth.APP_SECRET;
  if (!s) throw new Error('APP_SECRET is not set (npm start sets one)');
  return s;
}

/**
 * The paymentKey the simulated checkout (/apply/pay/simulated) hands to the success URL: an HMAC of
 * the orderId, so a hand-made success URL is refused like Toss refuses an unknown paymentKey.
 */
export function simulatedPaymentKey(orderId: string): string {
  return `sim_${createHmac('sha256', secret()).update(`pay:${orderId}`).digest('base64url').slice(0, 32)}`;
}

/**
 * The built-in provider used when no Toss keys are configured (spec §4, README): the same redirect
 * contract (successUrl?paymentKey&orderId&amount, failUrl?code&message&orderId) with a TEST checkout
 * page; confirm checks the paymentKey and captures nothing, cancel refunds nothing. No money moves.
 */
export const simulatedProvider: PaymentProvider = {
  name: 'simulated',
  async confirm(req) {
    const expected = Buffer.from(simulatedPaymentKey(req.orderId));
    const given = Buffer.from(req.paymentKey);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      throw new PaymentError('NOT_FOUND_PAYMENT', 'unknown payment key');
    }
    const approvedAt = new Date();
    return {
      paymentKey: req.paymentKey,
      orderId: req.orderId,
      totalAmount: req.amount,
      method: 'SIMULATED',
      approvedAt,
      raw: { simulated: true, approvedAt: approvedAt.toISOString() },
    };
  },
  async cancel() {},
};
