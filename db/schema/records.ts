import { GENDERS } from '@/lib/codes';
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** A finisher's result of one edition (spec §3 "Personal record row"); times in seconds from midnight KST. */
export const personalRecords = pgTable(
  'personal_records',
  {
    recordId: serial('record_id').primaryKey(),
    holdRound: integer('hold_round').notNull(),
    ticketName: text('ticket_name').notNull(),
    runnerName: text('runner_name').notNull(),
    backNo: integer('back_no').notNull(),
    gender: text('gender', { enum: GENDERS }).notNull(),
    ageType: integer('age_type').notNull(), // 20 (under 30), 30, 40, 50, 60 (60+)
    startTime: integer('start_time'), // seconds since midnight
    finishTime: integer('finish_time'),
    elapseTime: integer('elapse_time'), // seconds
    ageRank: integer('age_rank'),
    totalRank: integer('total_rank'),
  },
  (t) => [index('personal_records_lookup_idx').on(t.holdRound, t.backNo)],
);
