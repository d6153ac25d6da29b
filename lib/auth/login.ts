import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { staffUsers } from '@/db/schema';
import type { StaffRole } from '@/lib/codes';
import { writeAudit } from '@/lib/audit/write';
import { ApiError, loginLocked, wrongCredentials } from '@/lib/errors';
import { consume, reset, type LimitSpec } from '@/lib/security/rate-limit';
import { hashPassword, verifyPassword } from './password';

/** Five failed logins lock the account and the client for 15 minutes. */
export const MAX_FAILED_LOGINS = 5;
export const LOCK_MINUTES = 15;
export const LOGIN_CLIENT_LIMIT: LimitSpec = {
  name: 'login-client',
  points: MAX_FAILED_LOGINS,
  durationSec: LOCK_MINUTES * 60,
  blockSec: LOCK_MINUTES * 60,
};

export interface StaffPrincipal {
  staffId: number;
  userName: string;
  role: StaffRole;
  /** Set by a director's password reset: the console asks for a new password before anything else. */
  mustChangePassword?: boolean;
}

const locked = () => loginLocked(LOCK_MINUTES);

/** A hash of no one's password, verified for unknown user names so their answer takes as long. */
let dummyHash: Promise<string> | undefined;
const dummy = () => (dummyHash ??= hashPassword(randomBytes(18).toString('base64url')));

/**
 * Checks the password of a staff login (spec §6, §8); the second step and the sign-in's bookkeeping
 * (last sign-in, audit 'login') follow in lib/auth/sign-in.ts. A disabled account answers as an
 * unknown one. Wrong id or password: 401 with the spec's message; the fifth
 * failure in a row locks the account (lockedUntil) and the client address for 15 minutes: 423.
 * Both counts are taken BEFORE the password is checked, atomically in PostgreSQL (the client's in the
 * rate-limit table, the account's in one `UPDATE … RETURNING`), so parallel guesses get at most five
 * password checks before the lock. A lock that has run out starts the count again. An unknown user
 * name costs one Argon2 check too, so the timing does not tell it from a wrong password.
 * Success resets both counts. Failed attempts are audited (without the password).
 */
export async function attemptLogin(db: DbOrTx, userName: string, password: string, ip: string, now = new Date()): Promise<StaffPrincipal> {
  try {
    await consume(LOGIN_CLIENT_LIMIT, ip);
  } catch (err) {
    if (err instanceof ApiError && err.status === 429) throw locked();
    throw err;
  }
  const lockEnd = new Date(now.getTime() + LOCK_MINUTES * 60_000).toISOString();
  // The attempt is counted as a failure up front; a right password resets the count below.
  const counted = await db.execute<{
    staff_id: number;
    user_name: string;
    password_hash: string;
    failed_count: number;
    role: StaffRole;
  }>(sql`
    UPDATE staff_users SET
      failed_count = CASE WHEN locked_until IS NOT NULL THEN 1 ELSE failed_count + 1 END,
      locked_until = CASE WHEN (CASE WHEN locked_until IS NOT NULL THEN 1 ELSE failed_count + 1 END) >= ${MAX_FAILED_LOGINS}::int
        THEN ${lockEnd}::timestamptz ELSE NULL END
    WHERE user_name = ${userName} AND disabled_at IS NULL AND (locked_until IS NULL OR locked_until <= ${now.toISOString()}::timestamptz)
    RETURNING staff_id, user_name, password_hash, failed_count, role`);
  const staff = counted.rows[0];
  if (!staff) {
    const [known] = await db
      .select({ staffId: staffUsers.staffId })
      .from(staffUsers)
      .where(and(eq(staffUsers.userName, userName), isNull(staffUsers.disabledAt)))
      .limit(1);
    if (known) throw locked();
    await verifyPassword(await dummy(), password);
    throw wrongCredentials();
  }
  if (!(await verifyPassword(staff.password_hash, password))) {
    await writeAudit(db, { staffId: staff.staff_id, staffUserName: staff.user_name, clientIp: ip, action: 'login-failed' });
    throw staff.failed_count >= MAX_FAILED_LOGINS ? locked() : wrongCredentials();
  }
  await db.update(staffUsers).set({ failedCount: 0, lockedUntil: null }).where(eq(staffUsers.staffId, staff.staff_id));
  await reset(LOGIN_CLIENT_LIMIT, ip).catch(() => undefined);
  return { staffId: staff.staff_id, userName: staff.user_name, role: staff.role };
}
