import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { photos } from './files';

/**
 * An event edition (spec §3 "Event info" plus the dates of §1/§9). One row per holdRound;
 * `isCurrent` marks the edition the public site registers for; exactly one edition is current at a time
 * (a partial unique index), switched by staff (lib/editions/switch.ts).
 */
export const events = pgTable(
  'events',
  {
    eventId: serial('event_id').primaryKey(),
    eventCode: text('event_code').notNull().unique(), // e.g. DCM24, the {code} of GET /api/admin/event/{code}
    holdRound: integer('hold_round').notNull().unique(),
    eventName: text('event_name').notNull(),
    subscript: text('subscript'),
    // English versions of the public texts, shown in English mode when staff filled them (else the Korean ones).
    eventNameEn: text('event_name_en'),
    subscriptEn: text('subscript_en'),
    organizerEn: text('organizer_en'),
    homeUrl: text('home_url'),
    companyNo: text('company_no'),
    organizer: text('organizer'),
    managerName: text('manager_name'),
    cellphone: text('cellphone'),
    email: text('email'),
    bankName: text('bank_name'),
    accountNo: text('account_no'),
    accountHolder: text('account_holder'),
    photoId: integer('photo_id').references(() => photos.photoId),
    raceDate: tstz('race_date').notNull(), // assembly time on race day (KST 08:30)
    eventOpen: tstz('event_open').notNull(), // registration period start
    eventClose: tstz('event_close').notNull(), // registration period end; no refunds afterwards
    isCurrent: boolean('is_current').notNull().default(false),
    /**
     * Months after race day that the registrations' personal data is kept (lib/retention); null takes
     * RETENTION_MONTHS. `personalDataErasedAt` is when the retention job erased it.
     */
    retentionMonths: integer('retention_months'),
    personalDataErasedAt: tstz('personal_data_erased_at'),
    // Places after the opening (lib/places/settings.ts): how long an unpaid bank-transfer entry keeps
    // its places, when it is reminded, how long a waitlist invitation holds a place, and whether the
    // apply forms ask the browser for a proof of work.
    /** Days to pay after applying (the deadline is the end of that KST day, or depositDeadline if earlier). */
    depositDays: integer('deposit_days').notNull().default(3),
    /** The last payment deadline of every entry; null = the end of the registration period (eventClose). */
    depositDeadline: tstz('deposit_deadline'),
    /** Hours before its deadline an unpaid entry is reminded by SMS; 0 = no reminder. */
    reminderHours: integer('reminder_hours').notNull().default(24),
    /** Minutes a waitlist invitation holds its place (staff set hours; tests minutes). Default 48 hours. */
    inviteMinutes: integer('invite_minutes').notNull().default(2880),
    /** The apply and waitlist forms require an ALTCHA proof of work (switched on by staff when bots are seen). */
    powChallenge: boolean('pow_challenge').notNull().default(false),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('events_one_current_uq')
      .on(t.isCurrent)
      .where(sql`${t.isCurrent}`),
  ],
);
