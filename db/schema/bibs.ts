import { RUNNER_NOTICE_KINDS } from '@/lib/codes';
import { integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { events } from './events';
import { runners } from './registrations';
import { tickets } from './tickets';

/**
 * The bib number range staff chose for a course (e.g. half 1001–2999), kept from the last assignment
 * run so the console shows it again. Inclusive on both ends.
 */
export const bibRanges = pgTable(
  'bib_ranges',
  {
    rangeId: serial('range_id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.eventId),
    ticketSeq: integer('ticket_seq')
      .notNull()
      .references(() => tickets.ticketSeq),
    fromNo: integer('from_no').notNull(),
    toNo: integer('to_no').notNull(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bib_ranges_ticket_uq').on(t.ticketSeq)],
);

/**
 * Numbers kept out of automatic assignment (invited runners, pacers, 1 for last year's winner): a run
 * skips them; staff give them by hand (PUT /api/admin/bibs).
 */
export const bibReserved = pgTable(
  'bib_reserved',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.eventId),
    backNo: integer('back_no').notNull(),
    note: text('note'),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.backNo] })],
);

/**
 * A race-day message sent to a runner once (the bib SMS, the finish SMS): the row is inserted with
 * ON CONFLICT DO NOTHING in the transaction that queues the message, so two staff clicks or two job
 * runs never send it twice. `backNo` is the bib the message named (a changed bib may be told again).
 */
export const runnerNotices = pgTable(
  'runner_notices',
  {
    runnerSeq: integer('runner_seq')
      .notNull()
      .references(() => runners.runnerSeq, { onDelete: 'cascade' }),
    kind: text('kind', { enum: RUNNER_NOTICE_KINDS }).notNull(),
    backNo: integer('back_no'),
    sentAt: tstz('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.runnerSeq, t.kind] })],
);
