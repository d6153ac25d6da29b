import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
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
 * Applies confirmDecision to the order and its registration, asks the provider to capture (Toss
 * confirm API with an Idempotency-Key of the order, so a doubled return captures once), then, under
 * row locks on the order and its registration taken only AFTER the provider answered (a slow
 * provider held them up to 10 s, stalling staff and the visitor's own edits), decides again on the
 * rows as they are now and records the order DONE and the registration CMPL with paymentType CARD
 * and paidAt, and queues the payment SMS in the same transaction (lib/sms/notify.ts). A replay of a
 * DONE order answers ok without a second capture (newlyPaid false). A provider refusal fails the
 * order with its code and message; an unknown outcome (timeout) leaves it READY so the same return
 * can be replayed (CONFIRM_PENDING). A capture that can no longer be applied (another amount
 * captured, or the registration was cancelled, paid or repriced during the call) is cancelled at the
 * provider at once and the order failed. `provider` replaces the configured one (tests).
 */
export async function confirmCardPayment(
  db: Db,
  q: ConfirmRequest,
  opts: { now?: Date; provider?: PaymentProvider } = {},
): Promise<ConfirmOutcome> {
  const now = opts.now ?? new Date();
  const rows = async (tx: DbOrTx, lock: boolean) => {
    const orderQuery = tx.select().from(paymentOrders).where(eq(paymentOrders.orderId, q.orderId));
    const [order] = lock ? await orderQuery.for('update') : await orderQuery;
    if (!order) return null;
    const joinerQuery = tx.select().from(joiners).where(eq(joiners.joinerId, order.joinerId));
    const [joiner] = lock ? await joinerQuery.for('update') : await joinerQuery;
    return { order, joiner };
  };
  const paidAlready = (o: { orderId: string }, j: { joinerId: number; joinSeq: number }): ConfirmOutcome => ({
    ok: true,
    orderId: o.orderId,
    joinerId: j.joinerId,
    joinSeq: j.joinSeq,
    newlyPaid: false,
  });
  /** Marks the order FAILED with `code` while it is still READY (a concurrent return may have finished it). */
  const fail = async (tx: DbOrTx, code: string, message: string | null) => {
    await tx
      .update(paymentOrders)
      .set({
        status: 'FAILED',
        failCode: code,
        failMessage: message?.slice(0, 500) ?? null,
        paymentKey: q.paymentKey.slice(0, 200),
        updatedAt: now,
      })
      .where(and(eq(paymentOrders.orderId, q.orderId), eq(paymentOrders.status, 'READY')));
  };

  // 1. Decide on the rows as they are, without holding a lock.
  const before = await rows(db, false);
  if (!before) return { ok: false, orderId: q.orderId, code: 'ORDER_NOT_FOUND' };
  const decision = confirmDecision(before.order, before.joiner, q.amount);
  if (decision.kind === 'done') return paidAlready(before.order, before.joiner);
  if (decision.kind === 'refuse') {
    if (decision.markFailed) await fail(db, decision.code, null);
    return { ok: false, orderId: q.orderId, code: decision.code };
  }
  let provider: PaymentProvider;
  try {
    provider = opts.provider ?? providerFor(before.order.provider);
  } catch (err) {
    if (err instanceof ApiError) return { ok: false, orderId: q.orderId, code: 'PROVIDER_UNAVAILABLE' };
    throw err;
  }
  const cancelCapture = (paymentKey: string, reason: string) =>
    provider
      .cancel({ paymentKey, orderId: q.orderId, reason })
      .catch((e) =>
        logger.error({ orderId: q.orderId, code: e instanceof PaymentError ? e.code : 'error' }, 'cancel of an unusable capture failed'),
      );

  // 2. The provider call, with no row locked.
  let paid;
  try {
    paid = await provider.confirm({ paymentKey: q.paymentKey, orderId: q.orderId, amount: before.order.amount });
  } catch (err) {
    if (!(err instanceof PaymentError)) throw err;
    if (err.retryable) {
      logger.warn({ orderId: q.orderId, code: err.code }, 'card confirm outcome unknown; order left READY');
      return { ok: false, orderId: q.orderId, code: 'CONFIRM_PENDING' };
    }
    if (err.capturedPaymentKey) await cancelCapture(err.capturedPaymentKey, 'amount mismatch');
    await fail(db, err.code, err.providerMessage);
    logger.info({ orderId: q.orderId, code: err.code }, 'card confirm refused');
    return { ok: false, orderId: q.orderId, code: err.code, providerMessage: err.providerMessage };
  }

  // 3. Locks only now, and the decision again on the rows as they are after the call.
  const outcome = await db.transaction(async (tx): Promise<ConfirmOutcome | { refused: OwnFailCode }> => {
    const after = (await rows(tx, true))!;
    const again = confirmDecision(after.order, after.joiner, q.amount);
    if (again.kind === 'done') return paidAlready(after.order, after.joiner);
    if (again.kind === 'refuse') {
      if (again.markFailed) await fail(tx, again.code, null);
      return { refused: again.code };
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
      .where(eq(paymentOrders.orderId, after.order.orderId));
    await setPaymentStatus(tx, after.joiner.joinerId, 'CMPL', { now });
    await tx.update(joiners).set({ paymentType: 'CARD' }).where(eq(joiners.joinerId, after.joiner.joinerId));
    await queuePaymentConfirmedSms(tx, after.joiner.joinerId);
    logger.info({ orderId: after.order.orderId, joinSeq: after.joiner.joinSeq, provider: provider.name }, 'card payment confirmed');
    return { ok: true, orderId: after.order.orderId, joinerId: after.joiner.joinerId, joinSeq: after.joiner.joinSeq, newlyPaid: true };
  });
  if ('refused' in outcome) {
    // Captured, but the registration changed during the call: the money goes back at once.
    await cancelCapture(paid.paymentKey, outcome.refused);
    return { ok: false, orderId: q.orderId, code: outcome.refused };
  }
  return outcome;
}
