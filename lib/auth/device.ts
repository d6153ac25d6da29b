import { AsyncLocalStorage } from 'node:async_hooks';
import { parseCookie, stringifySetCookie } from 'cookie';
import { env } from '@/lib/env';
import { sameToken, signText } from '@/lib/security/signing';

/**
 * Known devices of staff accounts (the device-cookie defence against password guessing): a browser
 * or API client that signed in to an account gets a signed cookie naming that account, and keeps it
 * DEVICE_COOKIE_MAX_AGE_SEC. Guesses from unknown devices share a small per-account budget
 * (lib/auth/login.ts); the account holder's own device is never held up by them, so nobody can lock
 * the office out by typing wrong passwords for its accounts.
 */

/** Half a year: a staff PC signs in at least that often during a registration season. */
export const DEVICE_COOKIE_MAX_AGE_SEC = 180 * 24 * 3600;

/** The cookie of account `staffId` (one per account, so staff sharing a PC each keep theirs). */
export const deviceCookieName = (staffId: number) => `staff_device_${staffId}`;

/** A new device token of account `staffId`: `<issued ms>.<HMAC of the account and that instant>`. */
export function deviceToken(staffId: number, now = new Date()): string {
  const issued = String(now.getTime());
  return `${issued}.${signText(`staff-device:${staffId}:${issued}`)}`;
}

/**
 * Whether the request's `Cookie` header carries a valid, unexpired device token of account `staffId`
 * (signed by this site for that account, issued less than DEVICE_COOKIE_MAX_AGE_SEC ago).
 */
export function isKnownDevice(cookieHeader: string | null | undefined, staffId: number, now = new Date()): boolean {
  const value = cookieHeader ? parseCookie(cookieHeader)[deviceCookieName(staffId)] : undefined;
  const m = value ? /^(\d{1,15})\.([A-Za-z0-9_-]{32})$/.exec(value) : null;
  if (!m) return false;
  const age = now.getTime() - Number(m[1]);
  if (age < 0 || age > DEVICE_COOKIE_MAX_AGE_SEC * 1000) return false;
  return sameToken(m[2], signText(`staff-device:${staffId}:${m[1]}`));
}

/**
 * The Set-Cookie header that makes the client a known device of `staffId`: HttpOnly, SameSite=Strict,
 * sent only to the calls under /api, Secure when the site is served over https (NEXTAUTH_URL, the
 * rule next-auth applies to the session cookie).
 */
export function deviceSetCookie(staffId: number, now = new Date()): string {
  const secure = !!env.auth.NEXTAUTH_URL?.startsWith('https:');
  return stringifySetCookie({
    name: deviceCookieName(staffId),
    value: deviceToken(staffId, now),
    path: '/api',
    maxAge: DEVICE_COOKIE_MAX_AGE_SEC,
    httpOnly: true,
    sameSite: 'strict',
    secure,
  });
}

/** The sign-in in progress of a next-auth request: the account whose device cookie to set, if any. */
const signInScope = new AsyncLocalStorage<{ staffId?: number }>();

/** Called by the Credentials provider on a right password: the answer will carry the device cookie. */
export function rememberSignedIn(staffId: number): void {
  const scope = signInScope.getStore();
  if (scope) scope.staffId = staffId;
}

/**
 * Wraps next-auth's route handler so that a successful console sign-in also answers with the device
 * cookie of the account (next-auth v4 has no hook that writes cookies of its own).
 */
export function withDeviceCookie<C>(handler: (req: Request, ctx: C) => Promise<Response>) {
  return (req: Request, ctx: C) => {
    const scope: { staffId?: number } = {};
    return signInScope.run(scope, async () => {
      const res = await handler(req, ctx);
      if (scope.staffId !== undefined) {
        res.headers.append('set-cookie', deviceSetCookie(scope.staffId));
      }
      return res;
    });
  };
}
