import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { staffUsers } from '@/db/schema';
import { writeAudit } from '@/lib/audit/write';
import { isApiError, loginLocked, secondFactorEnrolmentRequired, secondFactorRequired, wrongSecondFactor } from '@/lib/errors';
import { reset, withAttempt, type LimitSpec } from '@/lib/security/rate-limit';
import { needsSecondFactor } from './access';
import { attemptLogin, LOCK_MINUTES, MAX_FAILED_LOGINS, recordSignIn, type StaffPrincipal } from './login';
import { checkTotp, normaliseTotpCode, startTotpEnrolment, type TotpEnrolment } from './totp';

/**
 * Wrong two-step codes from one client (its address) per 15 minutes before that client is locked out
 * (423): six digits with three steps accepted give one chance in 333,333 per guess, so five guesses a
 * quarter of an hour cannot find a code. Only the client is locked, never the account or its sessions
 * (as for wrong passwords, lib/auth/login.ts).
 */
export const TOTP_CLIENT_LIMIT: LimitSpec = {
  name: 'login-totp-client',
  points: MAX_FAILED_LOGINS,
  durationSec: LOCK_MINUTES * 60,
  blockSec: LOCK_MINUTES * 60,
};

export interface SignInInput {
  userName: string;
  password: string;
  /** The 6-digit code of the authenticator app, when the account uses one (or is enrolling). */
  otp?: string | null;
}

/**
 * A complete staff sign-in (spec §6; the console's next-auth provider and POST /api/admin/login both
 * call it): the password (lib/auth/login.ts, with its client lockout; `cookieHeader` carries the
 * device cookie that lets a known device past an account under attack), then, for an account whose role sees
 * personal data (lib/auth/access.ts needsSecondFactor) or that turned it on, the TOTP code:
 * - no code: 401 A0402 (the login page asks for it), or 401 A0407 when the account has no confirmed
 *   authenticator yet (the login page starts the enrolment, POST /api/admin/login/enrol);
 * - a wrong or reused code: 401 A0406, counted per client (TOTP_CLIENT_LIMIT; 423 past it, before the
 *   code is checked); a right one confirms a pending enrolment.
 * Then the sign-in is recorded (failed-login notice, last sign-in time, audit 'login'). Returns the principal; throws the
 * errors above, or the password step's (401, 423).
 */
export async function signInStaff(
  db: DbOrTx,
  input: SignInInput,
  ip: string,
  cookieHeader: string | null | undefined,
  now = new Date(),
): Promise<StaffPrincipal> {
  const staff = await attemptLogin(db, input.userName, input.password, ip, cookieHeader, now);
  const [account] = await db
    .select({
      enabledAt: staffUsers.totpEnabledAt,
      mustChangePassword: staffUsers.mustChangePassword,
    })
    .from(staffUsers)
    .where(eq(staffUsers.staffId, staff.staffId));
  const enrolled = !!account?.enabledAt;
  if (enrolled || needsSecondFactor(staff.role)) {
    const code = normaliseTotpCode(input.otp);
    if (!code) throw enrolled ? secondFactorRequired() : secondFactorEnrolmentRequired();
    let ok: boolean;
    try {
      ok = await withAttempt(
        TOTP_CLIENT_LIMIT,
        ip,
        () => checkTotp(db, staff.staffId, code, now.getTime()),
        (right) => right,
      );
    } catch (err) {
      if (isApiError(err, 'S0429')) throw loginLocked(LOCK_MINUTES);
      throw err;
    }
    if (!ok) {
      await writeAudit(db, { staffId: staff.staffId, staffUserName: staff.userName, clientIp: ip, action: 'login-otp-failed' });
      throw wrongSecondFactor();
    }
    await reset(TOTP_CLIENT_LIMIT, ip).catch(() => undefined);
  }
  await recordSignIn(db, staff, ip, now);
  return { ...staff, mustChangePassword: !!account?.mustChangePassword };
}

/**
 * POST /api/admin/login/enrol: the first step of two-step sign-in for an account that has none yet
 * (the login page calls it on A0407). The password is checked as at sign-in (same lockout), then a
 * new secret is stored unconfirmed and returned with its QR code; the sign-in that sends the first
 * right code confirms it (signInStaff). An account that already has a confirmed authenticator gets
 * 401 A0402 instead (a new one needs a director's reset, so a stolen password cannot replace it).
 * Audited as 'totp-enrol'.
 */
export async function enrolAtSignIn(
  db: DbOrTx,
  input: SignInInput,
  ip: string,
  cookieHeader: string | null | undefined,
  now = new Date(),
): Promise<TotpEnrolment> {
  const staff = await attemptLogin(db, input.userName, input.password, ip, cookieHeader, now);
  const enrolment = await startTotpEnrolment(db, staff.staffId, staff.userName);
  if (!enrolment) throw secondFactorRequired();
  await writeAudit(db, { staffId: staff.staffId, staffUserName: staff.userName, clientIp: ip, action: 'totp-enrol' });
  return enrolment;
}
