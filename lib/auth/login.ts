import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { staffUsers } from '@/db/schema';
import { writeAudit } from '@/lib/audit/write';
import { ApiError } from '@/lib/http/errors';
import { consume, isLimited, reset, type LimitSpec } from '@/lib/security/rate-limit';
import { verifyPassword } from './password';

/** Five failed logins lock the account and the client for 15 minutes (issue #4). */
export const MAX_FAILED_LOGINS = 5;
export const LOCK_MINUTES = 15;
export const LOGIN_CLIENT_LIMIT: LimitSpec = { name: 'login-client', points: MAX_FAILED_LOGINS, durationSec: LOCK_MINUTES * 60, blockSec: LOCK_MINUTES * 60 };

export interface StaffPrincipal {
  staffId: number;
  userName: string;
  role: 'admin';
}

const wrongCredentials = () => new ApiError(401, 'A0401', 'ID or password does not match', 'admin.login.failed');
const locked = () => new ApiError(423, 'A0423', 'locked', 'admin.login.locked', { minutes: LOCK_MINUTES });

/**
 * Checks a staff login (spec §6, §8). Wrong id or password: 401 with the spec's message; the fifth
 * failure in a row locks the account (lockedUntil) and the client address for 15 minutes: 423.
 * Success resets the account's count. Attempts are audited (without the password).
 */
export async function attemptLogin(db: DbOrTx, userName: string, password: string, ip: string, now = new Date()): Promise<StaffPrincipal> {
  if (await isLimited(LOGIN_CLIENT_LIMIT, ip)) throw locked();
  const [staff] = await db.select().from(staffUsers).where(eq(staffUsers.userName, userName)).limit(1);
  if (staff?.lockedUntil && staff.lockedUntil > now) throw locked();
  const ok = staff ? await verifyPassword(staff.passwordHash, password) : false;
  if (!staff || !ok) {
    await consume(LOGIN_CLIENT_LIMIT, ip).catch(() => undefined);
    if (staff) {
      const [row] = await db
        .update(staffUsers)
        .set({
          failedCount: sql`${staffUsers.failedCount} + 1`,
          lockedUntil: sql`CASE WHEN ${staffUsers.failedCount} + 1 >= ${MAX_FAILED_LOGINS} THEN ${new Date(now.getTime() + LOCK_MINUTES * 60_000).toISOString()}::timestamptz ELSE NULL END`,
        })
        .where(eq(staffUsers.staffId, staff.staffId))
        .returning({ failedCount: staffUsers.failedCount });
      await writeAudit(db, { staffId: staff.staffId, staffUserName: staff.userName, clientIp: ip, action: 'login-failed' });
      if (row.failedCount >= MAX_FAILED_LOGINS) throw locked();
    }
    throw wrongCredentials();
  }
  await db.update(staffUsers).set({ failedCount: 0, lockedUntil: null, lastLoginAt: now }).where(eq(staffUsers.staffId, staff.staffId));
  await reset(LOGIN_CLIENT_LIMIT, ip).catch(() => undefined);
  await writeAudit(db, { staffId: staff.staffId, staffUserName: staff.userName, clientIp: ip, action: 'login' });
  return { staffId: staff.staffId, userName: staff.userName, role: 'admin' };
}
