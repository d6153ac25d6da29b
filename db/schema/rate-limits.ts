import { bigint, integer, pgTable, varchar } from 'drizzle-orm/pg-core';

/** Storage of rate-limiter-flexible's RateLimiterPostgres (shape fixed by that library). */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});
