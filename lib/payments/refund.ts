import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { paymentOrders } from '@/db/schema';
import { ApiError } from '@/lib/http/errors';
import { logger } from '@/lib/log/logger';
import { PaymentError, type PaymentProvider } from './provider';
import { providerFor } from './providers';

export interface RefundResult {
  /** False when the registration has no captured card payment (bank transfer, free, already refunded). */
  refunded: boolean;
  orderId?: string;
  amount?: number; // won
}

/**
 * Refunds the card payment of a registration in full (spec §4: staff cancelling a card-paid entry;
 * issue #3). Finds its DONE card order under a row lock, cancels it with the provider that captured it
 * (Toss cancel API `POST /v1/payments/{paymentKey}/cancel` with an Idempotency-Key, or the simulated
 * provider) and records the order CANCELED. It does not change the registration's paymentStatus: the
 * staff console sets CNCL (lib/registration/status.ts setPaymentStatus) after this resolves.
 * `reason` is the cancelReason sent to the provider (max 200 characters kept).
 * Throws 502 P0006 with the provider's message when the provider refuses or cannot be reached
 * (nothing recorded; safe to retry), 409 P0001 when the order's provider is no longer configured.
 */
export async function refundCardPayment(db: Db, joinerId: number, reason: string, opts: { now?: Date; provider?: PaymentProvider } = {}): Promise<RefundResult> {
  const now = opts.now ?? new Date();
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(paymentOrders)
      .where(and(eq(paymentOrders.joinerId, joinerId), eq(paymentOrders.status, 'DONE')))
      .orderBy(desc(paymentOrders.approvedAt))
      .limit(1)
      .for('update');
    if (!order || !order.paymentKey) return { refunded: false };
    const provider = opts.provider ?? providerFor(order.provider);
    try {
      await provider.cancel({ paymentKey: order.paymentKey, orderId: order.orderId, reason: reason.trim().slice(0, 200) || 'cancel' });
    } catch (err) {
      if (!(err instanceof PaymentError)) throw err;
      logger.warn({ orderId: order.orderId, code: err.code }, 'card refund refused');
      throw new ApiError(502, 'P0006', err.providerMessage, 'errors.refundFailed', { message: err.providerMessage });
    }
    await tx.update(paymentOrders).set({ status: 'CANCELED', canceledAt: now, updatedAt: now }).where(eq(paymentOrders.orderId, order.orderId));
    logger.info({ orderId: order.orderId, provider: provider.name }, 'card payment refunded');
    return { refunded: true, orderId: order.orderId, amount: order.amount };
  });
}
