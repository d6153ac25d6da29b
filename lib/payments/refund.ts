import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { paymentOrders } from '@/db/schema';
import { refundFailed, refundInProgress } from '@/lib/errors';
import { logger } from '@/lib/log/logger';
import { PaymentError, type PaymentProvider, type ProviderName } from './provider';
import { providerFor } from './providers';

export interface RefundResult {
  /** False when the registration has no captured card payment (bank transfer, free, already refunded). */
  refunded: boolean;
  orderId?: string;
  amount?: number; // won
}

/** A CANCELING claim older than this was left by an interrupted try (the provider timeout is 10 s). */
const STALE_CLAIM_MS = 60_000;

/**
 * Refunds the card payment of a registration in full (spec §4: staff cancelling a card-paid entry).
 * Claims its latest DONE card order (DONE -> CANCELING, one short statement, no lock kept), cancels it
 * with the provider that captured it (Toss cancel API `POST /v1/payments/{paymentKey}/cancel` with an
 * Idempotency-Key, or the simulated provider) with no transaction or row lock open during the call,
 * then records the order CANCELED. A refused or failed call puts the order back to DONE. A claim left
 * by a crashed try is taken over after a minute (the provider's idempotency makes the repeat safe).
 * It does not change the registration's paymentStatus: the staff confirmation does that after this.
 * `reason` is the cancelReason sent to the provider (max 200 characters kept).
 * Throws 502 P0006 with the provider's message when the provider refuses or cannot be reached
 * (nothing recorded; safe to retry), 409 P0007 while another refund of the order is under way,
 * 409 P0001 when the order's provider is no longer configured.
 */
export async function refundCardPayment(
  db: Db,
  joinerId: number,
  reason: string,
  opts: { now?: Date; provider?: PaymentProvider } = {},
): Promise<RefundResult> {
  const now = opts.now ?? new Date();
  const staleBefore = new Date(now.getTime() - STALE_CLAIM_MS).toISOString();
  const claimed = await db.execute<{ order_id: string; payment_key: string | null; provider: ProviderName; amount: number }>(sql`
    UPDATE payment_orders SET status = 'CANCELING', updated_at = ${now.toISOString()}::timestamptz
    WHERE order_id = (
      SELECT order_id FROM payment_orders
      WHERE joiner_id = ${joinerId}::int AND payment_key IS NOT NULL
        AND (status = 'DONE' OR (status = 'CANCELING' AND updated_at < ${staleBefore}::timestamptz))
      ORDER BY approved_at DESC NULLS LAST LIMIT 1 FOR UPDATE SKIP LOCKED)
    RETURNING order_id, payment_key, provider, amount`);
  const order = claimed.rows[0];
  if (!order) {
    const [busy] = await db
      .select({ orderId: paymentOrders.orderId })
      .from(paymentOrders)
      .where(and(eq(paymentOrders.joinerId, joinerId), eq(paymentOrders.status, 'CANCELING')))
      .limit(1);
    if (busy) throw refundInProgress();
    return { refunded: false };
  }
  const release = () =>
    db
      .update(paymentOrders)
      .set({ status: 'DONE', updatedAt: new Date() })
      .where(and(eq(paymentOrders.orderId, order.order_id), eq(paymentOrders.status, 'CANCELING')));
  try {
    const provider = opts.provider ?? providerFor(order.provider);
    await provider.cancel({ paymentKey: order.payment_key!, orderId: order.order_id, reason: reason.trim().slice(0, 200) || 'cancel' });
    await db
      .update(paymentOrders)
      .set({ status: 'CANCELED', canceledAt: now, updatedAt: now })
      .where(eq(paymentOrders.orderId, order.order_id));
    logger.info({ orderId: order.order_id, provider: provider.name }, 'card payment refunded');
    return { refunded: true, orderId: order.order_id, amount: order.amount };
  } catch (err) {
    await release();
    if (!(err instanceof PaymentError)) throw err;
    logger.warn({ orderId: order.order_id, code: err.code }, 'card refund refused');
    throw refundFailed(err.providerMessage);
  }
}
