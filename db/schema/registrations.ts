import {
  BLOOD_RH,
  BLOOD_TYPES,
  CANCEL_REASONS,
  GENDERS,
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
  PRICE_CATEGORIES,
  REGISTRATION_SOURCES,
} from '@/lib/codes';
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
    cellphone: text('cellphone').notNull(), // Korean digits (spec §5) or, for a runner from abroad, E.164 ('+81…')
    /** The contact of an applicant whose phone is not Korean: their messages go here by e-mail (lib/sms/contact.ts). */
    email: text('email'),
    zipcode: text('zipcode').notNull(),
    zipAddress: text('zip_address').notNull(),
    address: text('address').notNull(),
    paymentType: text('payment_type', { enum: PAYMENT_TYPES }).notNull().default('BANK'),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('RSVT'),
    // Derived from the payment ledger (db/schema/ledger.ts) in the transaction of every money change:
    amount: integer('amount').notNull(), // won charged in all (charges and adjustments)
    deposit: integer('deposit'), // won paid in all (card and bank), null while nothing is paid
    refunded: integer('refunded').notNull().default(0), // won given back
    brief: text('brief'), // depositor memo: name + last 4 phone digits, or 'free'; frozen at the first payment
    priceCategory: text('price_category', { enum: PRICE_CATEGORIES }).notNull().default('standard'),
    needsStaffCheck: boolean('needs_staff_check').notNull().default(false),
    source: text('source', { enum: REGISTRATION_SOURCES }).notNull().default('public'),
    ticketCount: integer('ticket_count').notNull(),
    joinTime: tstz('join_time').notNull().defaultNow(),
    paidAt: tstz('paid_at'),
    cancelledAt: tstz('cancelled_at'),
    /** Why it was cancelled (CNCL): 'unpaid' when the system released it at its payment deadline. */
    cancelReason: text('cancel_reason', { enum: CANCEL_REASONS }),
    /**
     * When an unpaid entry (RSVT) is cancelled and its places given back (lib/places/deadline.ts); null
     * for entries that never expire (free, staff proxy entries unless staff set one).
     */
    payDeadline: tstz('pay_deadline'),
    /** The deadline the payment reminder was sent for (so a reminder goes once per deadline). */
    remindedDeadline: tstz('reminded_deadline'),
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
    // Registrations per applicant phone and edition (REGISTRATIONS_PER_PHONE), counted when accepting.
    index('joiners_event_phone_idx').on(t.eventId, t.cellphone),
    // Unpaid entries by deadline: the sweep that catches up releases no job did.
    index('joiners_unpaid_deadline_idx')
      .on(t.payDeadline)
      .where(sql`${t.paymentStatus} = 'RSVT' AND ${t.payDeadline} IS NOT NULL`),
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
    cellphone: text('cellphone').notNull(), // Korean digits (spec §5) or E.164 for a runner from abroad
    /** A runner from abroad's own e-mail address (a group member's bib and finish messages go there, lib/sms/contact.ts). */
    email: text('email'),
    price: integer('price').notNull(), // won charged for this runner
    backNo: integer('back_no'),
    chipNo: text('chip_no'),
    gift: text('gift'),
    // Race-day safety (printed on the back of the bib, shown to staff masked): all optional.
    emergencyName: text('emergency_name'),
    emergencyPhone: text('emergency_phone'), // digits
    emergencyRelation: text('emergency_relation'),
    bloodType: text('blood_type', { enum: BLOOD_TYPES }),
    bloodRh: text('blood_rh', { enum: BLOOD_RH }),
    /** The runner agreed to an SMS of the preliminary finish time; `finishSmsEmergency`: to the emergency contact too. */
    finishSms: boolean('finish_sms').notNull().default(false),
    finishSmsEmergency: boolean('finish_sms_emergency').notNull().default(false),
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
    // A bib and a timing chip belong to one runner of an edition (cancelled entries keep theirs:
    // a printed bib is never given twice). Assignment also takes an advisory lock (lib/bibs/assign.ts).
    uniqueIndex('runners_event_back_no_uq')
      .on(t.eventId, t.backNo)
      .where(sql`${t.backNo} IS NOT NULL`),
    uniqueIndex('runners_event_chip_no_uq')
      .on(t.eventId, t.chipNo)
      .where(sql`${t.chipNo} IS NOT NULL`),
  ],
);
