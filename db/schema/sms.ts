import { MESSAGE_CHANNELS, SMS_STATUSES } from '@/lib/codes';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { joiners } from './registrations';

/**
 * Every message the site sends (spec §1 SMS; ARCHITECTURE.md "messages": one outbox table). A row is
 * written QUEUED in the same transaction as the change it tells about, together with its delivery job
 * (`job_id`, lib/sms/outbox.ts); the job hands it to the provider and records the outcome here
 * (lib/sms/delivery-job.ts). The default outbox provider delivers nothing: the row is the message.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    smsId: serial('sms_id').primaryKey(),
    /** sms (SMS/LMS by length); KakaoTalk AlimTalk later. */
    channel: text('channel', { enum: MESSAGE_CHANNELS }).notNull().default('sms'),
    /** What it is about, the template it was written from (SMS_KINDS). */
    kind: text('kind').notNull(),
    /** Mobile number, digits only. */
    recipient: text('recipient').notNull(),
    body: text('body').notNull(),
    /** The registration it concerns, when it concerns one (staff outbox, erasure with the registration). */
    joinerId: integer('joiner_id').references(() => joiners.joinerId, { onDelete: 'set null' }),
    /** Provider of the last attempt (outbox, aligo); null until one. */
    provider: text('provider'),
    status: text('status', { enum: SMS_STATUSES }).notNull().default('QUEUED'),
    /** Why the last attempt failed, as the provider said it (or why it was not sent). */
    reason: text('reason'),
    /** Delivery attempts made (each one a call of the provider). */
    attempts: integer('attempts').notNull().default(0),
    /** Not before this moment (reminders ahead of time); now for the rest. */
    sendAfter: tstz('send_after').notNull().defaultNow(),
    lastAttemptAt: tstz('last_attempt_at'),
    /** The pg-boss job delivering it (JOBS_SCHEMA.job.id). */
    jobId: uuid('job_id'),
    createdAt: tstz('created_at').notNull().defaultNow(),
    sentAt: tstz('sent_at'),
  },
  (t) => [
    index('sms_outbox_joiner_idx').on(t.joinerId),
    // Messages not delivered yet, for the staff outbox and any sweep over them.
    index('sms_outbox_pending_idx')
      .on(t.sendAfter)
      .where(sql`${t.status} IN ('QUEUED', 'SENDING')`),
  ],
);
