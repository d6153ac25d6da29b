import { PAYMENT_ORDER_STATUSES, PAYMENT_PROVIDERS } from '@/lib/codes';
import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { joiners } from './registrations';

/**
 * A card payment order (spec §4). Created by the server before the browser opens the provider, so
 * the amount is the server's (the registration's balance due: its first payment, or the difference
 * after a change); `status` moves READY -> DONE | FAILED, DONE -> CANCELING (a full refund under way)
 * -> CANCELED. Partial refunds (the refund policy) keep it DONE and add up in `canceledAmount`; one
 * that gives back the rest makes it CANCELED.
 */
export const paymentOrders = pgTable('payment_orders', {
  orderId: text('order_id').primaryKey(),
  joinerId: integer('joiner_id')
    .notNull()
    .references(() => joiners.joinerId, { onDelete: 'cascade' }),
  amount: integer('amount').notNull(), // won
  /** Won already given back by (partial) cancellations of this payment. */
  canceledAmount: integer('canceled_amount').notNull().default(0),
  orderName: text('order_name').notNull(),
  provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
  status: text('status', { enum: PAYMENT_ORDER_STATUSES }).notNull().default('READY'),
  paymentKey: text('payment_key'),
  method: text('method'),
  failCode: text('fail_code'),
  failMessage: text('fail_message'),
  providerResponse: jsonb('provider_response'),
  approvedAt: tstz('approved_at'),
  canceledAt: tstz('canceled_at'),
  createdAt: tstz('created_at').notNull().defaultNow(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});
