import 'server-only';
import { logger } from '@/lib/log/logger';
import type { PlannedChange } from './confirm-plan';

/** A committed staff payment-status change, handed to `afterStatusChange` once per registration. */
export type StatusChange = Pick<PlannedChange, 'joinerId' | 'joinSeq' | 'from' | 'to' | 'paymentType' | 'amount' | 'deposit'>;

/**
 * Runs after a staff payment-status change has committed (spec §4; issue #4 item 4), once per changed
 * registration. THE place for side effects that must follow a confirmed change:
 * - to CMPL: send the payment-complete SMS (lib/sms/messages, being written in parallel);
 * - CARD entry to CNCL: refund through the payment provider (lib/payments/refund, likewise).
 * Until those are wired here it records the change in the server log (ids and statuses only, no
 * personal data). Errors thrown here do not undo the committed change; the caller logs them.
 */
export async function afterStatusChange(change: StatusChange): Promise<void> {
  logger.info({ joinSeq: change.joinSeq, from: change.from, to: change.to, paymentType: change.paymentType }, 'payment status changed by staff');
}
