import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
  ],
);

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
