import 'server-only';
import { logger } from '@/lib/log/logger';
import type { PlannedChange } from './confirm-plan';

/** A committed staff payment-status change, handed to `afterStatusChange` once per registration. */
export type StatusChange = Pick<PlannedChange, 'joinerId' | 'joinSeq' | 'from' | 'to' | 'paymentType' | 'amount' | 'deposit'>;

/**
 * Runs after a staff payment-status change has committed (spec §4), once per changed
 * registration: logs ids and statuses only. (The payment SMS of a change to CMPL was queued in the
 * change's own transaction; card refunds happen before the change, in confirmPayments, so that a
 * refused refund changes nothing.) Errors thrown here do not undo the committed change; the caller
 * logs them.
 */
export async function afterStatusChange(change: StatusChange): Promise<void> {
  logger.info(
    { joinSeq: change.joinSeq, from: change.from, to: change.to, paymentType: change.paymentType },
    'payment status changed by staff',
  );
}
