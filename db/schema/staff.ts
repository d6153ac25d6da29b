import { STAFF_ROLES } from '@/lib/codes';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns';

/**
 * A staff account of the console. Passwords are Argon2id hashes. `role` says what the account may do
 * (lib/auth/access.ts); roles that see personal data sign in with a TOTP code as well
 * (lib/auth/totp.ts): `totpSecret` is sealed with the site's key (lib/security/secret-box.ts), set
 * while enrolling and confirmed by the first right code (`totpEnabledAt`); `totpLastStep` is the time
 * step of the last code accepted, so a code is never accepted twice. A disabled account
 * (`disabledAt`) cannot sign in and its sessions end (trigger of the staff operations migration).
 * Wrong passwords never lock the account (anyone could lock the office out): they are counted
 * (`failedCount` since the last sign-in, `lastFailedAt`) and, at the next sign-in, moved to the
 * notice the console shows its holder (`noticeFailedCount`, `noticeLastFailedAt`) until dismissed.
 */
export const staffUsers = pgTable(
  'staff_users',
  {
    staffId: serial('staff_id').primaryKey(),
    userName: text('user_name').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    displayName: text('display_name'),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    failedCount: integer('failed_count').notNull().default(0),
    lastFailedAt: tstz('last_failed_at'),
    noticeFailedCount: integer('notice_failed_count').notNull().default(0),
    noticeLastFailedAt: tstz('notice_last_failed_at'),
    lastLoginAt: tstz('last_login_at'),
    /** Set by a director's password reset: the holder chooses a new password before anything else. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    totpSecret: text('totp_secret'),
    totpEnabledAt: tstz('totp_enabled_at'),
    totpLastStep: integer('totp_last_step'),
    disabledAt: tstz('disabled_at'),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [check('staff_users_role_known', sql`${t.role} IN ('director', 'reception', 'desk', 'content', 'timing')`)],
);

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
