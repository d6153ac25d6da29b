import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { paymentOrders } from '@/db/schema';
import { refundFailed, refundInProgress } from '@/lib/errors';
import { lockRegistration } from '@/lib/ledger/lifecycle';
import { recordLedger } from '@/lib/ledger/record';
import { logger } from '@/lib/log/logger';
import { PaymentError, type PaymentProvider, type ProviderName } from './provider';
import { providerFor } from './providers';

export interface RefundResult {
  /** Won given back by card in this call (0 when the registration has no card money left to refund). */
  refunded: number;
  /** The card orders cancelled (fully or partly). */
  orderIds: string[];
}

/** A CANCELING claim older than this was left by an interrupted try (the provider timeout is 10 s). */
const STALE_CLAIM_MS = 60_000;

type Claimed = {
  order_id: string;
  payment_key: string;
  provider: ProviderName;
  amount: number;
  canceled_amount: number;
};

/**
 * Gives back `amount` won (all card money left when omitted) of the card payments of registration
 * `joinerId` through the provider that captured them (spec §4; Toss cancel API
 * `POST /v1/payments/{paymentKey}/cancel` with `cancelAmount`, a partial cancellation when the refund
 * policy keeps a fee), newest payment first. For each payment: claims it (DONE -> CANCELING, one short
 * statement, no lock kept), calls the provider with no transaction open and the Idempotency-Key
 * `cancel-<orderId>-<won already cancelled>` (a replay after a lost answer repeats the same key, so
 * the provider refunds once), then records in one transaction the order's cancelled won (CANCELED once
 * nothing is left) and the ledger's 'card-refund' row (`refundSeq` when it answers a refund request),
 * and derives the registration's state. A refused or failed call puts the order back to DONE.
 * A claim left by a crashed try is taken over after a minute.
 * Throws 502 P0006 with the provider's message when the provider refuses or cannot be reached (the
 * parts refunded before stay recorded; safe to retry), 409 P0007 while another refund of the same
 * payment is under way, 409 P0001 when the order's provider is no longer configured.
 */
export async function refundCard(
  db: Db,
  joinerId: number,
  opts: { amount?: number; reason: string; refundSeq?: number | null; now?: Date; provider?: PaymentProvider },
): Promise<RefundResult> {
  const result: RefundResult = { refunded: 0, orderIds: [] };
  let remaining = opts.amount ?? Number.MAX_SAFE_INTEGER;
  while (remaining > 0) {
    const now = opts.now ?? new Date();
    const staleBefore = new Date(now.getTime() - STALE_CLAIM_MS).toISOString();
    const claimed = await db.execute<Claimed>(sql`
      UPDATE payment_orders SET status = 'CANCELING', updated_at = ${now.toISOString()}::timestamptz
      WHERE order_id = (
        SELECT order_id FROM payment_orders
        WHERE joiner_id = ${joinerId}::int AND payment_key IS NOT NULL AND amount > canceled_amount
          AND (status = 'DONE' OR (status = 'CANCELING' AND updated_at < ${staleBefore}::timestamptz))
        ORDER BY approved_at DESC NULLS LAST LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING order_id, payment_key, provider, amount, canceled_amount`);
    const order = claimed.rows[0];
    if (!order) {
      const [busy] = await db
        .select({ orderId: paymentOrders.orderId })
        .from(paymentOrders)
        .where(and(eq(paymentOrders.joinerId, joinerId), eq(paymentOrders.status, 'CANCELING')))
        .limit(1);
      if (busy) throw refundInProgress();
      return result;
    }
    const part = Math.min(remaining, order.amount - order.canceled_amount);
    try {
      const provider = opts.provider ?? providerFor(order.provider);
      await provider.cancel({
        paymentKey: order.payment_key,
        orderId: order.order_id,
        reason: opts.reason.trim().slice(0, 200) || 'cancel',
        amount: part,
        idempotencyKey: `cancel-${order.order_id}-${order.canceled_amount}`,
      });
      logger.info({ orderId: order.order_id, provider: provider.name, amount: part }, 'card payment refunded');
    } catch (err) {
      await db
        .update(paymentOrders)
        .set({ status: 'DONE', updatedAt: new Date() })
        .where(and(eq(paymentOrders.orderId, order.order_id), eq(paymentOrders.status, 'CANCELING')));
      if (!(err instanceof PaymentError)) throw err;
      logger.warn({ orderId: order.order_id, code: err.code }, 'card refund refused');
      throw refundFailed(err.providerMessage);
    }
    await db.transaction(async (tx) => {
      await lockRegistration(tx, joinerId);
      const left = order.amount - order.canceled_amount - part;
      await tx
        .update(paymentOrders)
        .set({
          status: left > 0 ? 'DONE' : 'CANCELED',
          canceledAmount: order.canceled_amount + part,
          canceledAt: now,
          updatedAt: now,
        })
        .where(eq(paymentOrders.orderId, order.order_id));
      await recordLedger(
        tx,
        joinerId,
        [
          {
            kind: 'refund',
            cause: 'card-refund',
            method: 'card',
            amount: part,
            orderId: order.order_id,
            refundSeq: opts.refundSeq ?? null,
            dedupeKey: `card-refund:${order.order_id}:${order.canceled_amount}`,
          },
        ],
        now,
      );
    });
    result.refunded += part;
    result.orderIds.push(order.order_id);
    remaining -= part;
  }
  return result;
}
