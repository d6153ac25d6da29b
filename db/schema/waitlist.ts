import { GENDERS, WAIT_STATES } from '@/lib/codes';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { nameKeySql } from '@/lib/registration/name-key-sql';
import { tstz } from './columns';
import { events } from './events';
import { joiners } from './registrations';
import { tickets } from './tickets';

/**
 * The waitlist of a sold-out course (/apply/waitlist, lib/waitlist/): one row per runner in line, in
 * arrival order (waitId). When a place frees, the first waiting runner is invited: the place is held
 * for them (counted in tickets.total) until `inviteExpiresAt`, and they register through the ordinary
 * individual form with the invitation's signed token. Groups are not on the waitlist.
 */
export const waitlist = pgTable(
  'waitlist',
  {
    waitId: serial('wait_id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.eventId),
    /** The number the runner looks the entry up with (random 6 digits, unique per edition, not sequential). */
    waitSeq: integer('wait_seq').notNull(),
    ticketSeq: integer('ticket_seq')
      .notNull()
      .references(() => tickets.ticketSeq),
    runnerName: text('runner_name').notNull(),
    birthday: text('birthday').notNull(), // YYYYMMDD
    gender: text('gender', { enum: GENDERS }).notNull(),
    cellphone: text('cellphone').notNull(),
    /** The e-mail address of a runner from abroad (E.164 phone): the waitlist and invitation messages go there. */
    email: text('email'),
    state: text('state', { enum: WAIT_STATES }).notNull().default('waiting'),
    createdAt: tstz('created_at').notNull().defaultNow(),
    invitedAt: tstz('invited_at'),
    inviteExpiresAt: tstz('invite_expires_at'),
    /** When it stopped waiting (registered, expired, left). */
    endedAt: tstz('ended_at'),
    /** Why it ended: declined, removed by staff, skipped by staff, invitation expired. */
    endReason: text('end_reason'),
    /** The registration made with the invitation. */
    joinerId: integer('joiner_id').references(() => joiners.joinerId, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('waitlist_event_wait_seq_uq').on(t.eventId, t.waitSeq),
    // The line of a course: waiting runners in arrival order.
    index('waitlist_line_idx').on(t.ticketSeq, t.state, t.waitId),
    // A runner (name key, phone, birthday) is in one line of an edition at a time.
    uniqueIndex('waitlist_live_identity_uq')
      .on(t.eventId, nameKeySql(t.runnerName), t.cellphone, t.birthday)
      .where(sql`${t.state} IN ('waiting', 'invited')`),
    index('waitlist_phone_idx').on(t.eventId, t.cellphone),
  ],
);

/**
 * ALTCHA challenges already used (lib/pow/): a solved challenge is accepted once. Rows outlive their
 * challenge's expiry only until the places sweep deletes them.
 */
export const powUsed = pgTable('pow_used', {
  challengeId: text('challenge_id').primaryKey(),
  expiresAt: tstz('expires_at').notNull(),
});
