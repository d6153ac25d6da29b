import { COURIERS } from '@/lib/codes';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { events } from './events';
import { joiners } from './registrations';

/**
 * The kit parcel of a registration (bib, chip, souvenir posted before race day): one per joiner, a
 * group's runners in one parcel to the applicant. Written when staff import the courier's tracking
 * numbers; `notifiedAt` is set in the transaction that queues the 'dispatched' SMS.
 */
export const kitDispatches = pgTable(
  'kit_dispatches',
  {
    joinerId: integer('joiner_id')
      .primaryKey()
      .references(() => joiners.joinerId, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.eventId),
    courier: text('courier', { enum: COURIERS }).notNull(),
    trackingNo: text('tracking_no').notNull(),
    dispatchedAt: tstz('dispatched_at').notNull().defaultNow(),
    notifiedAt: tstz('notified_at'),
    staffUserName: text('staff_user_name'),
  },
  (t) => [index('kit_dispatches_event_idx').on(t.eventId)],
);
