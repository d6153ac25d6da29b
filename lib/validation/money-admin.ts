import { z } from 'zod';
import { REFUND_STATES, TRANSFER_STATES } from '@/lib/codes';
import { refundAccountSchema } from './changes';
import { joinSeqField, textField } from './fields';
import { idParam } from './id-param';

/**
 * Bodies and queries of the staff money calls (refund requests, transfers, ledger adjustments;
 * /user/reception/refunds and /user/reception/transfers).
 */

/** GET /api/admin/refunds?state= */
export const refundListQuerySchema = z.object({ state: z.enum(REFUND_STATES, { error: 'refunds.errors.state' }).optional() });

/** GET /api/admin/transfers?state= */
export const transferListQuerySchema = z.object({ state: z.enum(TRANSFER_STATES, { error: 'transfers.errors.state' }).optional() });

/** A reason staff give (refusal, adjustment): told to the runner, kept in the ledger and the request. */
export const reasonField = textField('refunds.errors.reason').trim().min(2, 'refunds.errors.reason').max(200, 'refunds.errors.reason');

/** POST .../refuse {reason} */
export const refuseSchema = z.object({ reason: reasonField });

/** POST /api/admin/refunds/sent {refundSeqs}: approved bank refunds transferred. */
export const refundsSentSchema = z.object({
  refundSeqs: z.array(idParam('refunds.errors.notFound')).min(1, 'refunds.errors.checkOne').max(1_000, 'refunds.errors.checkOne'),
});

/** GET /api/admin/refunds/export?purpose= (recorded in the audit log). */
export const refundExportQuerySchema = z.object({
  purpose: textField('reception.purposeRequired').trim().min(2, 'reception.purposeRequired').max(200, 'reception.purposeTooLong'),
});

/** POST /api/admin/refunds {joinSeq, account?}: staff ask, for the runner, for what a registration is owed back. */
export const staffRefundSchema = z.object({ joinSeq: joinSeqField, account: refundAccountSchema.optional() });

/** POST /api/admin/ledger/adjust {joinSeq, amount, reason}: a staff adjustment in won (+ more due, − less due). */
export const adjustSchema = z.object({
  joinSeq: joinSeqField,
  amount: z.coerce
    .number({ error: 'refunds.errors.adjustAmount' })
    .int('refunds.errors.adjustAmount')
    .min(-10_000_000, 'refunds.errors.adjustAmount')
    .max(10_000_000, 'refunds.errors.adjustAmount')
    .refine((n) => n !== 0, 'refunds.errors.adjustAmount'),
  reason: reasonField,
});
