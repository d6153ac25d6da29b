import 'server-only';
import { getDb } from '@/db/client';
import { logger } from '@/lib/log/logger';
import { notifyPaymentConfirmed } from '@/lib/sms/notify';
import type { PlannedChange } from './confirm-plan';

/** A committed staff payment-status change, handed to `afterStatusChange` once per registration. */
export type StatusChange = Pick<PlannedChange, 'joinerId' | 'joinSeq' | 'from' | 'to' | 'paymentType' | 'amount' | 'deposit'>;

/**
 * Runs after a staff payment-status change has committed (spec §4), once per changed
 * registration: a deposit confirmed (to CMPL) sends the payment-confirmed SMS. (Card refunds happen
 * before the change, in confirmPayments, so that a refused refund changes nothing.) Logs ids and
 * statuses only. Errors thrown here do not undo the committed change; the caller logs them.
 */
export async function afterStatusChange(change: StatusChange): Promise<void> {
  logger.info(
    { joinSeq: change.joinSeq, from: change.from, to: change.to, paymentType: change.paymentType },
    'payment status changed by staff',
  );
  if (change.to === 'CMPL') await notifyPaymentConfirmed(getDb(), change.joinerId);
}
