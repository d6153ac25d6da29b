import 'server-only';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { staffUsers } from '@/db/schema';
import type { StaffRole } from '@/lib/codes';
import { writeAudit } from '@/lib/audit/write';
import { isApiError, type ApiError, loginHeldForUnknownDevices, loginLocked, wrongCredentials } from '@/lib/errors';
import { consume, reset, withAttempt, type LimitSpec } from '@/lib/security/rate-limit';
import { isKnownDevice } from './device';
import { hashPassword, verifyPassword } from './password';

/** Five failed logins lock the client (its address) for 15 minutes. */
export const MAX_FAILED_LOGINS = 5;
export const LOCK_MINUTES = 15;
export const LOGIN_CLIENT_LIMIT: LimitSpec = {
  name: 'login-client',
  points: MAX_FAILED_LOGINS,
  durationSec: LOCK_MINUTES * 60,
  blockSec: LOCK_MINUTES * 60,
};
/**
 * Wrong passwords for one account from devices that never signed in to it (lib/auth/device.ts), from
 * all clients together, per 15 minutes: bounds guessing from many addresses at once. The account's
 * own known devices are not counted and never refused; a right password is not counted either.
 */
export const LOGIN_ACCOUNT_UNKNOWN_DEVICE_LIMIT: LimitSpec = {
  name: 'login-account-unknown-device',
  points: 20,
  durationSec: LOCK_MINUTES * 60,
  blockSec: LOCK_MINUTES * 60,
};
/** A wrong password is answered after 500 ms per failure of the client so far, at most 2.5 s. */
const FAILURE_DELAY_MS = 500;
const FAILURE_DELAY_MAX_MS = 2_500;

export interface StaffPrincipal {
  staffId: number;
  userName: string;
  role: StaffRole;
  /** Set by a director's password reset: the console asks for a new password before anything else. */
  mustChangePassword?: boolean;
}

const clientLocked = () => loginLocked(LOCK_MINUTES);
const accountBusy = () => loginHeldForUnknownDevices(LOCK_MINUTES);

/** A hash of no one's password, verified for unknown user names so their answer takes as long. */
let dummyHash: Promise<string> | undefined;
const dummy = () => (dummyHash ??= hashPassword(randomBytes(18).toString('base64url')));

/** Runs `work`, answering `refusal()` instead of a rate limit's own 429. */
async function refusingAs<T>(refusal: () => ApiError, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isApiError(err, 'S0429')) throw refusal();
    throw err;
  }
}

/**
 * Checks the password of a staff login (spec §6, §8); the second step follows in lib/auth/sign-in.ts,
 * which then records the sign-in (recordSignIn). A disabled account answers as an unknown one. Wrong
 * id or password: 401 with the spec's message, answered
 * after a delay that grows with the client's failures; the fifth attempt without success locks the
 * CLIENT (its address) for 15 minutes: 423. Wrong passwords never lock the account nor end its live
 * sessions: a device that has signed in to the account before (`cookieHeader` holds its device
 * cookie) always gets its password checked; other devices share LOGIN_ACCOUNT_UNKNOWN_DEVICE_LIMIT
 * of wrong passwords (423 past it). Every count is taken BEFORE the password is checked, atomically
 * in PostgreSQL (a right password gives its point back), so parallel guesses cannot pass it. An unknown user name costs one Argon2 check too, so the timing
 * does not tell it from a wrong password. Failures are counted on the account and shown to its
 * holder at the next sign-in (loginNotice); a right password resets the client's count. Failed
 * attempts are audited (without the password).
 */
export async function attemptLogin(
  db: DbOrTx,
  userName: string,
  password: string,
  ip: string,
  cookieHeader: string | null | undefined,
  now = new Date(),
): Promise<StaffPrincipal> {
  const tries = await refusingAs(clientLocked, () => consume(LOGIN_CLIENT_LIMIT, ip));
  const [staff] = await db
    .select({ staffId: staffUsers.staffId, userName: staffUsers.userName, passwordHash: staffUsers.passwordHash, role: staffUsers.role })
    .from(staffUsers)
    .where(and(eq(staffUsers.userName, userName), isNull(staffUsers.disabledAt)))
    .limit(1);
  const check = async () => verifyPassword(staff?.passwordHash ?? (await dummy()), password);
  // An unknown device's check takes a point of the account's budget first and gives it back when
  // the password was right, so staff signing in from new devices do not spend it.
  const right =
    staff && !isKnownDevice(cookieHeader, staff.staffId, now)
      ? await refusingAs(accountBusy, () => withAttempt(LOGIN_ACCOUNT_UNKNOWN_DEVICE_LIMIT, String(staff.staffId), check, (ok) => ok))
      : await check();
  if (!staff || !right) {
    if (staff) {
      await db
        .update(staffUsers)
        .set({ failedCount: sql`${staffUsers.failedCount} + 1`, lastFailedAt: now })
        .where(eq(staffUsers.staffId, staff.staffId));
      await writeAudit(db, { staffId: staff.staffId, staffUserName: staff.userName, clientIp: ip, action: 'login-failed' });
    }
    // Slows a guessing client down; a person who mistyped hardly notices.
    await sleep(Math.min(tries * FAILURE_DELAY_MS, FAILURE_DELAY_MAX_MS));
    throw tries >= MAX_FAILED_LOGINS ? clientLocked() : wrongCredentials();
  }
  await reset(LOGIN_CLIENT_LIMIT, ip).catch(() => undefined);
  return { staffId: staff.staffId, userName: staff.userName, role: staff.role };
}

/**
 * Records a complete sign-in of `staff` (password and, where the account has one, the second factor):
 * the failed logins since the last sign-in become the holder's notice (added to one not yet
 * dismissed), the sign-in time is kept and the audit log gets 'login'.
 */
export async function recordSignIn(db: DbOrTx, staff: StaffPrincipal, ip: string, now = new Date()): Promise<void> {
  await db
    .update(staffUsers)
    .set({
      noticeFailedCount: sql`${staffUsers.noticeFailedCount} + ${staffUsers.failedCount}`,
      noticeLastFailedAt: sql`greatest(${staffUsers.noticeLastFailedAt}, ${staffUsers.lastFailedAt})`,
      failedCount: 0,
      lastFailedAt: null,
      lastLoginAt: now,
    })
    .where(eq(staffUsers.staffId, staff.staffId));
  await writeAudit(db, { staffId: staff.staffId, staffUserName: staff.userName, clientIp: ip, action: 'login' });
}

/** Failed logins to an account that its holder has not yet seen: how many, and the last one's instant. */
export interface LoginNotice {
  failedCount: number;
  lastFailedAt: string | null;
}

/** The failed-login notice of account `staffId` (count 0 when there is none to show). */
export async function loginNotice(db: DbOrTx, staffId: number): Promise<LoginNotice> {
  const [row] = await db
    .select({ failedCount: staffUsers.noticeFailedCount, lastFailedAt: staffUsers.noticeLastFailedAt })
    .from(staffUsers)
    .where(eq(staffUsers.staffId, staffId))
    .limit(1);
  return { failedCount: row?.failedCount ?? 0, lastFailedAt: row?.lastFailedAt?.toISOString() ?? null };
}

/** The holder has read the notice of account `staffId`: it is cleared. */
export async function dismissLoginNotice(db: DbOrTx, staffId: number): Promise<void> {
  await db.update(staffUsers).set({ noticeFailedCount: 0, noticeLastFailedAt: null }).where(eq(staffUsers.staffId, staffId));
}
