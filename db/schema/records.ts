import { bigint, boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tstz } from './columns';

/**
 * A finisher's official result of one edition (spec §3 "Personal record row"; §9 24 rounds).
 * Times: `startTime`/`finishTime` in seconds since midnight KST, `elapseTime` (net, chip) and
 * `gunTime` in seconds. `totalRank`/`ageRank` are computed by the database after each import
 * (lib/records/ranks.ts), never written from JavaScript.
 */
export const personalRecords = pgTable(
  'personal_records',
  {
    recordId: serial('record_id').primaryKey(),
    holdRound: integer('hold_round').notNull(),
    ticketName: text('ticket_name').notNull(), // the course as the results file names it
    runnerName: text('runner_name').notNull(), // as written (any script, commas, spaces)
    runnerNameKey: text('runner_name_key').notNull().default(''), // nameKey (lib/registration/name-key.ts) of the name: the lookup key
    backNo: text('back_no').notNull(), // a string: bibs like F3 exist
    gender: text('gender'), // M/F, null when the file does not say
    age: integer('age'), // age on race day, when known
    birthYear: integer('birth_year'),
    /** YYYYMMDD when the results file gives the whole birth date (a mapped birth-date column); history matches it. */
    birthday: text('birthday'),
    ageType: integer('age_type'), // 20 (under 30), 30, 40, 50, 60 (60+); null = unknown age
    startTime: integer('start_time'), // seconds since midnight KST
    finishTime: integer('finish_time'),
    elapseTime: integer('elapse_time'), // net (chip) time, seconds
    gunTime: integer('gun_time'), // seconds
    splits: jsonb('splits').$type<Record<string, number>>(), // split name -> seconds
    fileRank: integer('file_rank'), // the place the results file itself gives, kept for checking
    ageRank: integer('age_rank'),
    totalRank: integer('total_rank'),
    isDemo: boolean('is_demo').notNull().default(false),
  },
  (t) => [
    index('personal_records_lookup_idx').on(t.holdRound, t.backNo),
    index('personal_records_rank_idx').on(t.holdRound, t.ticketName, t.gender, t.elapseTime),
    // The overall record's filters (null = all) in its place order (net time, round, id), so that a
    // page and its count read only the matching rows, in order (lib/records/lookup.ts teamRecords).
    index('personal_records_filter_idx').on(t.holdRound, t.ticketName, t.gender, t.ageType, t.elapseTime, t.recordId),
    index('personal_records_course_age_idx').on(t.holdRound, t.ticketName, t.ageType, t.elapseTime, t.recordId),
    index('personal_records_round_order_idx').on(t.holdRound, t.elapseTime, t.recordId),
    // A runner's history across editions (lib/records/history.ts): exact name key, then birth data.
    index('personal_records_name_key_idx').on(t.runnerNameKey, t.holdRound),
  ],
);

/**
 * A change counter per round (`holdRound` 0: any round), raised in the transaction of every import
 * or delete of that round's results, so that the overall-record cache of every worker and instance
 * knows at once which of its pages are stale (lib/records/team-cache.ts).
 */
export const recordVersions = pgTable('record_versions', {
  holdRound: integer('hold_round').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/** One imported results file per round and course (replaced as a whole by a new import). */
export const recordImports = pgTable(
  'record_imports',
  {
    importId: serial('import_id').primaryKey(),
    holdRound: integer('hold_round').notNull(),
    ticketName: text('ticket_name').notNull(),
    fileName: text('file_name').notNull(),
    rowCount: integer('row_count').notNull(),
    skipped: integer('skipped').notNull().default(0),
    isDemo: boolean('is_demo').notNull().default(false), // generated demo results (staff console marks them)
    staffUserName: text('staff_user_name'),
    importedAt: tstz('imported_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('record_imports_round_course_uq').on(t.holdRound, t.ticketName)],
);
