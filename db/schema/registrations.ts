import { GENDERS, PAYMENT_STATUSES, PAYMENT_TYPES, PRICE_CATEGORIES, REGISTRATION_SOURCES } from '@/lib/codes';
import { sql } from 'drizzle-orm';
import { nameKeySql } from '@/lib/registration/name-key-sql';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { events } from './events';
import { tickets } from './tickets';

/** The applicant (spec §3 "Joiner"): one per registration, individual or group (exponent = group name). */
export const joiners = pgTable(
  'joiners',
  {
    joinerId: serial('joiner_id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.eventId),
    joinSeq: integer('join_seq').notNull(), // 4-digit registration number, random, unique per event
    joinerName: text('joiner_name').notNull(),
    exponent: text('exponent'), // group name; null for an individual
    cellphone: text('cellphone').notNull(),
    zipcode: text('zipcode').notNull(),
    zipAddress: text('zip_address').notNull(),
    address: text('address').notNull(),
    paymentType: text('payment_type', { enum: PAYMENT_TYPES }).notNull().default('BANK'),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('RSVT'),
    amount: integer('amount').notNull(), // won, computed on the server
    deposit: integer('deposit'), // won, entered by staff when a transfer arrives
    brief: text('brief'), // depositor memo: name + last 4 phone digits, or 'free'
    priceCategory: text('price_category', { enum: PRICE_CATEGORIES }).notNull().default('standard'),
    needsStaffCheck: boolean('needs_staff_check').notNull().default(false),
    source: text('source', { enum: REGISTRATION_SOURCES }).notNull().default('public'),
    ticketCount: integer('ticket_count').notNull(),
    joinTime: tstz('join_time').notNull().defaultNow(),
    paidAt: tstz('paid_at'),
    cancelledAt: tstz('cancelled_at'),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
    /** The consent texts agreed to (consent_texts.version): the newest published when the row is written. */
    consentVersion: integer('consent_version').default(sql`current_consent_version()`),
    /** When the retention job erased the personal data of this registration and its runners (lib/retention). */
    anonymisedAt: tstz('anonymised_at'),
  },
  (t) => [
    uniqueIndex('joiners_event_join_seq_uq').on(t.eventId, t.joinSeq),
    index('joiners_event_status_idx').on(t.eventId, t.paymentStatus),
    index('joiners_name_phone_idx').on(t.joinerName, t.cellphone),
    // Group names are unique among live registrations of an edition (GET /api/isDuplicateTeamName),
    // compared in their name-key form so that 'Team Alpha' and 'TEAM  ALPHA' cannot both be accepted.
    uniqueIndex('joiners_event_exponent_live_uq')
      .on(t.eventId, nameKeySql(t.exponent))
      .where(sql`${t.exponent} IS NOT NULL AND ${t.paymentStatus} <> 'CNCL'`),
  ],
);

/**
 * A participant (spec §3 "Runner"). `active` is false once its registration is cancelled; the partial
 * unique index makes "already applied" (S0004) atomic under concurrency.
 */
export const runners = pgTable(
  'runners',
  {
    runnerSeq: serial('runner_seq').primaryKey(),
    joinerId: integer('joiner_id')
      .notNull()
      .references(() => joiners.joinerId, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.eventId),
    joinSeq: integer('join_seq').notNull(),
    ticketSeq: integer('ticket_seq')
      .notNull()
      .references(() => tickets.ticketSeq),
    ticketName: text('ticket_name').notNull(),
    souvenir: text('souvenir'),
    choiceOption: text('choice_option'),
    runnerName: text('runner_name').notNull(),
    birthday: text('birthday').notNull(), // YYYYMMDD
    gender: text('gender', { enum: GENDERS }).notNull(),
    cellphone: text('cellphone').notNull(),
    price: integer('price').notNull(), // won charged for this runner
    backNo: integer('back_no'),
    chipNo: text('chip_no'),
    gift: text('gift'),
    active: boolean('active').notNull().default(true),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('runners_joiner_idx').on(t.joinerId),
    index('runners_ticket_idx').on(t.ticketSeq),
    // One live entry per runner (name in its name-key form, phone, birthday): S0004 'already applied'.
    uniqueIndex('runners_live_identity_uq')
      .on(t.eventId, nameKeySql(t.runnerName), t.cellphone, t.birthday)
      .where(sql`${t.active}`),
  ],
);
