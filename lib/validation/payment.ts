import { z } from 'zod';
import { joinSeqField } from './fields';
import { V } from './messages';

/** Toss accepts 6–64 letters, digits, '-' and '_' as orderId; joinHash values fit the same shape. */
export const ORDER_ID_RE = /^[A-Za-z0-9_-]{6,64}$/;

/** The proof of a registration: its joinHash, or the orderId of one of its card orders. */
const proofField = z.string({ error: V.badRequest }).regex(ORDER_ID_RE, V.badRequest);

/**
 * POST /api/payments/orders: which registration to pay by card. An `amount` may be sent but is
 * ignored: the order takes the registration's stored amount (ARCHITECTURE.md data rules).
 */
export const cardOrderSchema = z.object({
  joinSeq: joinSeqField,
  joinHash: proofField,
  amount: z.unknown().optional(),
});
export type CardOrderInput = z.infer<typeof cardOrderSchema>;

/** The success return of the checkout: `?paymentKey&orderId&amount` (spec §4, Toss redirect contract). */
export const confirmQuerySchema = z.object({
  paymentKey: z.string({ error: V.badRequest }).min(1, V.badRequest).max(200, V.badRequest),
  orderId: z.string({ error: V.badRequest }).regex(ORDER_ID_RE, V.badRequest),
  amount: z.coerce.number({ error: V.badRequest }).int(V.badRequest).min(0, V.badRequest),
});
