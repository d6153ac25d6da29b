import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns';

/** A staff account of the console (spec §6: one admin role). Passwords are Argon2id hashes. */
export const staffUsers = pgTable('staff_users', {
  staffId: serial('staff_id').primaryKey(),
  userName: text('user_name').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  displayName: text('display_name'),
  role: text('role', { enum: ['admin'] })
    .notNull()
    .default('admin'),
  failedCount: integer('failed_count').notNull().default(0),
  lockedUntil: tstz('locked_until'),
  lastLoginAt: tstz('last_login_at'),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

/**
 * A staff sign-in (console cookie or API bearer token), named by `sid` inside the signed token, so a
 * session can end before its token expires (spec §6 sign-out; issue "staff sessions"). A session is
 * valid while `revokedAt` is null and `expiresAt` (absolute lifetime from sign-in) is ahead; the
 * 30-minute idle limit is the token's own expiry. Migration 0003 adds a trigger that revokes every
 * session of an account whose password changes or which gets locked.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    sessionId: text('session_id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffUsers.staffId, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['cookie', 'bearer'] }).notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
    expiresAt: tstz('expires_at').notNull(),
    revokedAt: tstz('revoked_at'),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);
