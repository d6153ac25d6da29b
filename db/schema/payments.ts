import { PAYMENT_ORDER_STATUSES, PAYMENT_PROVIDERS } from '@/lib/codes';
import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { joiners } from './registrations';

/**
 * A card payment order (spec §4). Created by the server before the browser opens the provider, so
 * the amount is the server's; `status` moves READY -> DONE | FAILED, DONE -> CANCELING (a refund under way) -> CANCELED.
 */
export const paymentOrders = pgTable('payment_orders', {
  orderId: text('order_id').primaryKey(),
  joinerId: integer('joiner_id')
    .notNull()
    .references(() => joiners.joinerId, { onDelete: 'cascade' }),
  amount: integer('amount').notNull(), // won
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
