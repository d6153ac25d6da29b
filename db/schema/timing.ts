import { PASSING_SOURCES, TIMING_POINTS } from '@/lib/codes';
import { bigserial, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { events } from './events';
import { runners } from './registrations';

/**
 * A timing company's access to POST /api/v1/timing/passings for one edition. Only the SHA-256 of the
 * token is stored (it is shown once, when staff create it); `revokedAt` ends it at once.
 */
export const timingTokens = pgTable(
  'timing_tokens',
  {
    tokenId: serial('token_id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.eventId),
    label: text('label').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The token's first characters, so staff can tell tokens apart without the secret. */
    hint: text('hint').notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
    createdBy: text('created_by'),
    revokedAt: tstz('revoked_at'),
    lastUsedAt: tstz('last_used_at'),
  },
  (t) => [uniqueIndex('timing_tokens_hash_uq').on(t.tokenHash)],
);

/**
 * A runner seen at a timing point (chip mat or bib read): the unique key (runner, point, time) makes
 * a passing sent twice, by chip or by bib, count once. Places are computed from these rows whenever
 * the board is read (lib/timing/board.ts), so the order passings arrive in never matters.
 */
export const timingPassings = pgTable(
  'timing_passings',
  {
    passingId: bigserial('passing_id', { mode: 'number' }).primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.eventId),
    runnerSeq: integer('runner_seq')
      .notNull()
      .references(() => runners.runnerSeq, { onDelete: 'cascade' }),
    ticketSeq: integer('ticket_seq').notNull(),
    point: text('point', { enum: TIMING_POINTS }).notNull(),
    passedAt: tstz('passed_at').notNull(),
    source: text('source', { enum: PASSING_SOURCES }).notNull(),
    receivedAt: tstz('received_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('timing_passings_uq').on(t.runnerSeq, t.point, t.passedAt),
    index('timing_passings_course_idx').on(t.ticketSeq, t.runnerSeq),
  ],
);
