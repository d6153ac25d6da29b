import 'server-only';
import { sameToken, signText } from '@/lib/security/signing';
import type { PaymentProvider } from './provider';
import { PaymentError } from './provider';

/**
 * The paymentKey the simulated checkout (/apply/pay/simulated) hands to the success URL: an HMAC of
 * the orderId, so a hand-made success URL is refused like Toss refuses an unknown paymentKey.
 */
export function simulatedPaymentKey(orderId: string): string {
  return `sim_${signText(`pay:${orderId}`)}`;
}

/**
 * The built-in provider used when no Toss keys are configured (spec §4, README): the same redirect
 * contract (successUrl?paymentKey&orderId&amount, failUrl?code&message&orderId) with a TEST checkout
 * page; confirm checks the paymentKey and captures nothing, cancel refunds nothing. No money moves.
 */
export const simulatedProvider: PaymentProvider = {
  name: 'simulated',
  async confirm(req) {
    if (!sameToken(simulatedPaymentKey(req.orderId), req.paymentKey)) {
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
