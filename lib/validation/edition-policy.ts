import { z } from 'zod';
import { instantField } from './events';

const E = 'events.policy.errors';

/** A refund window: until an instant (+09:00 from the console), `percent` back (0 to 100). */
const refundWindowSchema = z.object({
  until: z.iso.datetime({ offset: true, message: `${E}.until` }).transform((v) => new Date(v).toISOString()),
  percent: z.coerce
    .number({ error: `${E}.percent` })
    .int(`${E}.percent`)
    .min(0, `${E}.percent`)
    .max(100, `${E}.percent`),
});

const before = (a: Date | null, b: Date | null) => !a || !b || a < b;

/**
 * PUT /api/admin/event/{code}/policy: what runners may change after registering (lib/editions):
 * change window, kit cut-off, transfer window (no close = transfers off), fee (won), staff approval and
 * limit per runner, refund windows (at most 10, distinct instants; empty = the default policy).
 */
export const editionPolicySchema = z
  .object({
    changeOpen: instantField,
    changeClose: instantField,
    kitCutoff: instantField,
    transferOpen: instantField,
    transferClose: instantField,
    transferFee: z.coerce
      .number({ error: `${E}.fee` })
      .int(`${E}.fee`)
      .min(0, `${E}.fee`)
      .max(1_000_000, `${E}.fee`),
    transferApproval: z.boolean({ error: `${E}.approval` }),
    transferLimit: z.coerce
      .number({ error: `${E}.limit` })
      .int(`${E}.limit`)
      .min(1, `${E}.limit`)
      .max(10, `${E}.limit`),
    refundWindows: z
      .array(refundWindowSchema, { error: `${E}.windows` })
      .max(10, `${E}.windows`)
      .refine((w) => new Set(w.map((x) => x.until)).size === w.length, `${E}.windows`),
  })
  .refine((p) => before(p.changeOpen, p.changeClose), { message: `${E}.changeOrder`, path: ['changeClose'] })
  .refine((p) => before(p.transferOpen, p.transferClose), { message: `${E}.transferOrder`, path: ['transferClose'] });
export type EditionPolicyInput = z.infer<typeof editionPolicySchema>;
