import { MESSAGE_CHANNELS, SMS_STATUSES } from '@/lib/codes';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { events } from './events';
import { joiners } from './registrations';

/**
 * A staff message to a segment of an edition's runners (POST /api/admin/messages/bulk): one outbox
 * row per recipient is written with it, and the `bulk-dispatch` job releases them to delivery at
 * `ratePerMinute` (lib/sms/bulk.ts), so a restart midway resumes where it stopped and nobody gets it
 * twice. `segment` is the filter as staff chose it (course, payment state, group, untact), never a list
 * of people.
 */
export const messageBulks = pgTable('message_bulks', {
  bulkId: serial('bulk_id').primaryKey(),
  eventId: integer('event_id')
    .notNull()
    .references(() => events.eventId),
  segment: jsonb('segment').$type<Record<string, unknown>>().notNull(),
  /** The message kind (SMS_KINDS; 'notice' for staff notices), its AlimTalk template when approved. */
  kind: text('kind').notNull(),
  text: text('text').notNull(),
  ratePerMinute: integer('rate_per_minute').notNull(),
  total: integer('total').notNull(),
  staffUserName: text('staff_user_name'),
  createdAt: tstz('created_at').notNull().defaultNow(),
  /** The send time of the next recipient released (spaced 60 / ratePerMinute seconds apart). */
  nextSlotAt: tstz('next_slot_at'),
  /** When the last recipient was released to delivery (null while some wait). */
  releasedAt: tstz('released_at'),
});

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
    /**
     * sms (SMS/LMS by length) or alimtalk (KakaoTalk, an approved template); a message whose AlimTalk
     * the provider refused or KakaoTalk could not deliver (no KakaoTalk) becomes sms with `fallbackReason`.
     * email: to a runner whose phone is not Korean, through the SMTP server (SMTP_HOST, lib/mail/smtp.ts).
     */
    channel: text('channel', { enum: MESSAGE_CHANNELS }).notNull().default('sms'),
    /** What it is about, the template it was written from (SMS_KINDS). */
    kind: text('kind').notNull(),
    /** Mobile number, digits only; the e-mail address for channel 'email'. */
    recipient: text('recipient').notNull(),
    /** The subject line of an e-mail (null for SMS and AlimTalk). */
    subject: text('subject'),
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
    /** The pg-boss job delivering it (JOBS_SCHEMA.job.id); null for a bulk message not released yet. */
    jobId: uuid('job_id'),
    /** The staff bulk message it belongs to, if any. */
    bulkId: integer('bulk_id').references(() => messageBulks.bulkId),
    /** The provider's id of the accepted message (Aligo msg_id, AlimTalk mid): its delivery report is read by it. */
    providerRef: text('provider_ref'),
    /** Why an AlimTalk went out as SMS instead (the provider's or KakaoTalk's code and text, and the AlimTalk's message id when it had one). */
    fallbackReason: text('fallback_reason'),
    /** Staff resends of a failed message (each one a new delivery; a second click while one is under way does nothing). */
    resendCount: integer('resend_count').notNull().default(0),
    resentAt: tstz('resent_at'),
    createdAt: tstz('created_at').notNull().defaultNow(),
    sentAt: tstz('sent_at'),
  },
  (t) => [
    index('sms_outbox_joiner_idx').on(t.joinerId),
    index('sms_outbox_bulk_idx').on(t.bulkId, t.smsId),
    // The staff outbox: newest first, by state.
    index('sms_outbox_status_idx').on(t.status, t.smsId),
    // The per-phone daily limit counts a recipient's messages of the day.
    index('sms_outbox_recipient_idx').on(t.recipient, t.createdAt),
    // Messages not delivered yet, for the staff outbox and any sweep over them.
    index('sms_outbox_pending_idx')
      .on(t.sendAfter)
      .where(sql`${t.status} IN ('QUEUED', 'SENDING')`),
  ],
);
