import { z } from 'zod';
import { PAYMENT_STATUSES, SMS_KINDS, SMS_STATUSES } from '@/lib/codes';
import { textField } from './fields';
import { idParam } from './id-param';

/**
 * The message console (/user/board/messages; GET /api/admin/messages, POST …/resend, POST …/bulk,
 * POST …/bulk/preview). Messages are catalogue keys of the `outbox` namespace.
 */
const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const states = SMS_STATUSES.map((s) => s.toLowerCase()) as Lowercase<(typeof SMS_STATUSES)[number]>[];

/** A state as the contract writes it ('failed', or 'FAILED'). */
const state = z.preprocess(
  (v) => (typeof v === 'string' && v !== '' ? v.toLowerCase() : emptyToUndefined(v)),
  z.enum(states as [string, ...string[]], { error: 'outbox.errors.state' }).optional(),
);

/** GET /api/admin/messages?state=&kind=&q=&page=&rowCount=: newest first. */
export const messageListSchema = z.object({
  state,
  kind: z.preprocess(emptyToUndefined, z.enum(SMS_KINDS, { error: 'outbox.errors.kind' }).optional()),
  /** Phone digits (part of the number), or words of the text. */
  q: z.preprocess(emptyToUndefined, textField('outbox.errors.search').trim().max(100, 'outbox.errors.search').optional()),
  bulkId: z.preprocess(emptyToUndefined, idParam('outbox.errors.bulkNotFound').optional()),
  page: z.coerce.number({ error: 'outbox.errors.page' }).int('outbox.errors.page').min(1, 'outbox.errors.page').max(100_000).default(1),
  rowCount: z.coerce.number().int().min(10).max(100).default(20),
});
export type MessageListQuery = z.infer<typeof messageListSchema>;

/** POST /api/admin/messages/resend: `{ids}` (failed ones among them) or `{state: 'failed'}` (every failed message). */
export const resendSchema = z.union(
  [
    z.object({ ids: z.array(idParam('outbox.errors.ids')).min(1, 'outbox.errors.ids').max(2000, 'outbox.errors.ids') }),
    z.object({ state: z.literal('failed', { error: 'outbox.errors.resendState' }) }),
  ],
  { error: 'outbox.errors.ids' },
);
export type ResendInput = z.infer<typeof resendSchema>;

/** Who a bulk message goes to, among the current edition's live runners. */
export const bulkSegmentSchema = z
  .object({
    ticketSeq: idParam('outbox.errors.segment').optional(),
    paymentStatus: z.enum(PAYMENT_STATUSES, { error: 'outbox.errors.segment' }).optional(),
    /** A group's name (compared as registration compares group names). */
    exponent: textField('outbox.errors.segment').trim().min(1).max(50, 'outbox.errors.segment').optional(),
    /** Only group registrations, or only individual ones. */
    group: z.enum(['group', 'individual'], { error: 'outbox.errors.segment' }).optional(),
    /** Only the untact (online) courses (true) or only the race-day ones (false). */
    untact: z.boolean({ error: 'outbox.errors.segment' }).optional(),
  })
  .default({});
export type BulkSegment = z.infer<typeof bulkSegmentSchema>;

/** The staff text of a bulk message (the 'notice' template adds the edition's name). */
const bulkText = textField('outbox.errors.text').trim().min(2, 'outbox.errors.text').max(900, 'outbox.errors.tooLong');

/** POST /api/admin/messages/bulk {segment, template, text, ratePerMinute?}. */
export const bulkSchema = z.object({
  segment: bulkSegmentSchema,
  template: z.literal('notice', { error: 'outbox.errors.template' }).default('notice'),
  text: bulkText,
  ratePerMinute: z.coerce
    .number({ error: 'outbox.errors.rate' })
    .int('outbox.errors.rate')
    .min(1, 'outbox.errors.rate')
    .max(100_000, 'outbox.errors.rate')
    .optional(),
});
export type BulkInput = z.infer<typeof bulkSchema>;

/** POST /api/admin/messages/bulk/preview {segment, text}. */
export const bulkPreviewSchema = z.object({ segment: bulkSegmentSchema, text: z.string().max(900, 'outbox.errors.tooLong').default('') });
