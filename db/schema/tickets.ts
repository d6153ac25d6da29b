import { TICKET_TYPES } from '@/lib/codes';
import { sql } from 'drizzle-orm';
import { check, integer, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { events } from './events';

/**
 * A course on sale (spec §3 "Ticket info"). `total` counts places taken by live applications
 * (RSVT or CMPL); it only moves inside the transaction that accepts or cancels an application,
 * and the CHECK makes overselling impossible even for a buggy caller.
 */
export const tickets = pgTable(
  'tickets',
  {
    ticketSeq: serial('ticket_seq').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.eventId),
    ticketCode: text('ticket_code').notNull(), // HALF | 10KM | HEALTH | ULTR
    ticketType: text('ticket_type', { enum: TICKET_TYPES }).notNull(),
    ticketName: text('ticket_name').notNull(),
    /** The course name in English mode; null shows ticketName. */
    ticketNameEn: text('ticket_name_en'),
    ticketPrice: integer('ticket_price').notNull(), // won
    displayOrder: integer('display_order').notNull().default(0),
    acceptable: integer('acceptable').notNull(), // capacity
    total: integer('total').notNull().default(0),
    saleOpenTime: tstz('sale_open_time'),
    saleCloseTime: tstz('sale_close_time'),
    souvenir: text('souvenir'),
    souvenirEn: text('souvenir_en'), // the souvenir in English mode; null shows souvenir
    choiceOption: text('choice_option'), // comma-separated souvenir options, e.g. t-shirt sizes
    distanceKm: numeric('distance_km', { precision: 8, scale: 4 }).notNull(),
    startTime: text('start_time'), // HH:MM on race day, KST
    timeLimitMinutes: integer('time_limit_minutes'),
    /** Minimum age in full years on race day; 18 for the half (spec §9). */
    minAge: integer('min_age').notNull().default(0),
    /** Minimum school grade: 'elementary' means born no later than raceYear - 7 (Korean school entry). */
    minSchool: text('min_school'),
    disabledPrice: integer('disabled_price'), // won, spec §9 disabled participant
    schoolGroupPrice: integer('school_group_price'), // won, spec §9 school group of 10+
    /** Untact (online) courses: the days in which a run counts (WINDOW check); null ends are open. */
    activityOpenTime: tstz('activity_open_time'),
    activityCloseTime: tstz('activity_close_time'),
  },
  (t) => [
    uniqueIndex('tickets_event_code_uq').on(t.eventId, t.ticketCode),
    check('tickets_total_within_capacity', sql`${t.total} >= 0 AND ${t.total} <= ${t.acceptable}`),
  ],
);
