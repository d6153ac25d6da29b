import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns';

/**
 * A staff account of the console (spec §6: one admin role). Passwords are Argon2id hashes. Wrong
 * passwords never lock the account (anyone could lock the office out): they are counted
 * (`failedCount` since the last sign-in, `lastFailedAt`) and, at the next sign-in, moved to the
 * notice the console shows its holder (`noticeFailedCount`, `noticeLastFailedAt`) until dismissed.
 */
export const staffUsers = pgTable('staff_users', {
  staffId: serial('staff_id').primaryKey(),
  userName: text('user_name').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  displayName: text('display_name'),
  role: text('role', { enum: ['admin'] })
    .notNull()
    .default('admin'),
  failedCount: integer('failed_count').notNull().default(0),
  lastFailedAt: tstz('last_failed_at'),
  noticeFailedCount: integer('notice_failed_count').notNull().default(0),
  noticeLastFailedAt: tstz('notice_last_failed_at'),
  lastLoginAt: tstz('last_login_at'),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

/**
 * A staff sign-in (console cookie or API bearer token), named by `sid` inside the signed token, so a
 * session can end before its token expires (spec §6 sign-out; issue "staff sessions"). A session is
 * valid while `revokedAt` is null and `expiresAt` (absolute lifetime from sign-in) is ahead; the
 * 30-minute idle limit is the token's own expiry. A trigger (migrations 0003, 0013) revokes every
 * session of an account whose password changes.
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
