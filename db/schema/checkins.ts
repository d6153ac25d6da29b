import { CHECKIN_METHODS } from '@/lib/codes';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { events } from './events';
import { runners } from './registrations';

/**
 * A kit collected at the race-day desk: one row per runner (the primary key is what makes a QR code
 * count once, whichever desk scans it first). `collectedAt` is when the desk scanned it, which for a
 * scan kept in the browser while offline is earlier than `receivedAt`.
 */
export const checkins = pgTable(
  'checkins',
  {
    runnerSeq: integer('runner_seq')
      .primaryKey()
      .references(() => runners.runnerSeq, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.eventId),
    collectedAt: tstz('collected_at').notNull(),
    receivedAt: tstz('received_at').notNull().defaultNow(),
    desk: text('desk').notNull(),
    method: text('method', { enum: CHECKIN_METHODS }).notNull(),
    staffUserName: text('staff_user_name'),
  },
  (t) => [index('checkins_event_idx').on(t.eventId, t.collectedAt)],
);
