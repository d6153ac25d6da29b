import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { joiners, paymentOrders } from '@/db/schema';
import { ApiError } from '@/lib/errors';
import { logger } from '@/lib/log/logger';
import { setPaymentStatus } from '@/lib/registration/status';
import { queuePaymentConfirmedSms } from '@/lib/sms/notify';
import { PaymentError, type ConfirmRequest, type PaymentProvider } from './provider';
import { providerFor } from './providers';
import { confirmDecision, type OwnFailCode } from './rules';

export type ConfirmOutcome =
  | { ok: true; orderId: string; joinerId: number; joinSeq: number; newlyPaid: boolean }
  | { ok: false; orderId: string; code: OwnFailCode | string; providerMessage?: string };

/**
 * The success return of the card checkout (spec §4): `successUrl?paymentKey&orderId&amount`.
 * Under row locks on the order and its registration (so a replayed or doubled return waits and then
 * sees DONE): applies confirmDecision, asks the provider to capture (Toss confirm API with an
 * Idempotency-Key), records the order DONE and the registration CMPL with paymentType CARD and paidAt, and queues the
 * payment SMS in the same transaction (lib/sms/notify.ts).
 * A replay of a DONE order answers ok without a second capture (newlyPaid false). A provider refusal
 * fails the order with its code and message; an unknown outcome (timeout) leaves it READY so the same
 * return can be replayed (CONFIRM_PENDING). A capture of the wrong amount is cancelled at once.
 * `provider` replaces the configured one (tests).
 */
export async function confirmCardPayment(
  db: Db,
  q: ConfirmRequest,
  opts: { now?: Date; provider?: PaymentProvider } = {},
): Promise<ConfirmOutcome> {
  const now = opts.now ?? new Date();
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(paymentOrders).where(eq(paymentOrders.orderId, q.orderId)).for('update');
    if (!order) return { ok: false, orderId: q.orderId, code: 'ORDER_NOT_FOUND' };
    const [joiner] = await tx.select().from(joiners).where(eq(joiners.joinerId, order.joinerId)).for('update');
    const decision = confirmDecision(order, joiner, q.amount);
    if (decision.kind === 'done')
      return { ok: true, orderId: order.orderId, joinerId: joiner.joinerId, joinSeq: joiner.joinSeq, newlyPaid: false };
    const fail = async (code: string, message: string | null) => {
      await tx
        .update(paymentOrders)
        .set({
          status: 'FAILED',
          failCode: code,
          failMessage: message?.slice(0, 500) ?? null,
          paymentKey: q.paymentKey.slice(0, 200),
          updatedAt: now,
        })
        .where(eq(paymentOrders.orderId, order.orderId));
    };
    if (decision.kind === 'refuse') {
      if (decision.markFailed) await fail(decision.code, null);
      return { ok: false, orderId: order.orderId, code: decision.code };
    }

    let provider: PaymentProvider;
    try {
      provider = opts.provider ?? providerFor(order.provider);
    } catch (err) {
      if (err instanceof ApiError) return { ok: false, orderId: order.orderId, code: 'PROVIDER_UNAVAILABLE' };
      throw err;
    }
    let paid;
    try {
      paid = await provider.confirm({ paymentKey: q.paymentKey, orderId: order.orderId, amount: order.amount });
    } catch (err) {
      if (!(err instanceof PaymentError)) throw err;
      if (err.retryable) {
        logger.warn({ orderId: order.orderId, code: err.code }, 'card confirm outcome unknown; order left READY');
        return { ok: false, orderId: order.orderId, code: 'CONFIRM_PENDING' };
      }
      if (err.capturedPaymentKey) {
        await provider
          .cancel({ paymentKey: err.capturedPaymentKey, orderId: order.orderId, reason: 'amount mismatch' })
          .catch((e) =>
            logger.error(
              { orderId: order.orderId, code: e instanceof PaymentError ? e.code : 'error' },
              'cancel after amount mismatch failed',
            ),
          );
      }
      await fail(err.code, err.providerMessage);
      logger.info({ orderId: order.orderId, code: err.code }, 'card confirm refused');
      return { ok: false, orderId: order.orderId, code: err.code, providerMessage: err.providerMessage };
    }

    await tx
      .update(paymentOrders)
      .set({
        status: 'DONE',
        paymentKey: paid.paymentKey,
        method: paid.method,
        approvedAt: paid.approvedAt,
        providerResponse: paid.raw,
        failCode: null,
        failMessage: null,
        updatedAt: now,
      })
      .where(eq(paymentOrders.orderId, order.orderId));
    await setPaymentStatus(tx, joiner.joinerId, 'CMPL', { now });
    await tx.update(joiners).set({ paymentType: 'CARD' }).where(eq(joiners.joinerId, joiner.joinerId));
    await queuePaymentConfirmedSms(tx, joiner.joinerId);
    logger.info({ orderId: order.orderId, joinSeq: joiner.joinSeq, provider: provider.name }, 'card payment confirmed');
    return { ok: true, orderId: order.orderId, joinerId: joiner.joinerId, joinSeq: joiner.joinSeq, newlyPaid: true };
  });
}
