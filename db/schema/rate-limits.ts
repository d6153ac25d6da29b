import { bigint, integer, pgTable, varchar } from 'drizzle-orm/pg-core';

/**
 * Storage of rate-limiter-flexible's RateLimiterPostgres (shape fixed by that library). UNLOGGED
 * (migration 0010, which Drizzle's schema cannot say): counters may restart from zero after a crash.
 */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});
