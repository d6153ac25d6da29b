import { SMS_STATUSES } from '@/lib/codes';
import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns';

/** Every SMS the site sends; the default outbox provider only stores it here (spec §1, /apply/searchId). */
export const smsOutbox = pgTable('sms_outbox', {
  smsId: serial('sms_id').primaryKey(),
  recipient: text('recipient').notNull(),
  body: text('body').notNull(),
  kind: text('kind').notNull(), // join-seq | registered | paid
  provider: text('provider').notNull(),
  status: text('status', { enum: SMS_STATUSES }).notNull().default('QUEUED'),
  error: text('error'),
  createdAt: tstz('created_at').notNull().defaultNow(),
  sentAt: tstz('sent_at'),
});
