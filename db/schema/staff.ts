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
 * (`disabledAt`) cannot sign in and its sessions end (trigger, migration 0013).
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
    lockedUntil: tstz('locked_until'),
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
