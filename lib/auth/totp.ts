import 'server-only';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { DbOrTx } from '@/db/client';
import { staffUsers } from '@/db/schema';
import { derivedKey, open, seal } from '@/lib/security/secret-box';

/**
 * Two-step sign-in with an authenticator app (TOTP, RFC 6238: 6 digits, 30-second steps, SHA-1, the
 * defaults every authenticator app uses) through otplib. Codes of the step before and after the
 * server's clock are accepted too (a phone a few seconds off), and each account accepts a step at
 * most once (`totp_last_step`), so a code seen over a shoulder or in a log cannot be used again.
 * Secrets are stored sealed (lib/security/secret-box.ts) under a key of their own derived from
 * APP_SECRET, bound to the account (a secret copied onto another account does not open).
 */
export const SECRET_PURPOSE = 'staff-totp';

/** The sealed form of account `staffId`'s `secret` (what staff_users.totp_secret holds). */
export function sealTotpSecret(staffId: number, secret: string): string {
  return seal(derivedKey(SECRET_PURPOSE), secret, `staff:${staffId}`);
}

function openTotpSecret(staffId: number, sealed: string): string {
  return open(derivedKey(SECRET_PURPOSE), sealed, `staff:${staffId}`);
}
/** The issuer authenticator apps show beside the account. */
export const TOTP_ISSUER = 'Marathon staff';
/** Seconds of one time step (the authenticator apps' default). */
const STEP_SECONDS = 30;

/** A new random secret (20 bytes, Base32) for an enrolment. */
export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// address an authenticator app reads from the enrolment QR code. */
export function totpUri(userName: string, secret: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: userName, secret });
}

/** The enrolment QR code of `uri` as an SVG document (no image request, fits any width). */
export function totpQrSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/** What an enrolment shows: the secret to type in by hand, its otpauth address and its QR code (SVG). */
export interface TotpEnrolment {
  secret: string;
  uri: string;
  qrSvg: string;
}

/**
 * Starts (or restarts) the enrolment of account `staffId`: stores a new secret, sealed, as not yet
 * confirmed (totp_enabled_at stays null, so sign-in does not ask for it until the first right code,
 * `confirmTotp`). Refuses (returns null) when the account already has two-step sign-in on: a new
 * secret then needs a director's reset first, so a stolen password cannot replace the holder's app.
 */
export async function startTotpEnrolment(db: DbOrTx, staffId: number, userName: string): Promise<TotpEnrolment | null> {
  const secret = newTotpSecret();
  const [row] = await db
    .update(staffUsers)
    .set({ totpSecret: sealTotpSecret(staffId, secret), totpLastStep: null })
    .where(and(eq(staffUsers.staffId, staffId), isNull(staffUsers.totpEnabledAt)))
    .returning({ staffId: staffUsers.staffId });
  if (!row) return null;
  const uri = totpUri(userName, secret);
  return { secret, uri, qrSvg: await totpQrSvg(uri) };
}

/** Only digits, exactly 6 (spaces a user typed between the groups are dropped). */
export function normaliseTotpCode(code: string | null | undefined): string | null {
  const digits = (code ?? '').replace(/\s+/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

/**
 * Checks `code` against account `staffId`'s secret (confirmed, or the pending one of an enrolment)
 * and, when right, records its time step in the same conditional UPDATE that accepts it: two sign-ins
 * racing with one code get one success. An enrolment's first right code also turns two-step sign-in
 * on (`totp_enabled_at`). Returns false for a wrong, reused or malformed code, or an account without
 * a secret. `now` in ms (tests).
 */
export async function checkTotp(db: DbOrTx, staffId: number, code: string | null | undefined, now = Date.now()): Promise<boolean> {
  const token = normaliseTotpCode(code);
  if (!token) return false;
  const [row] = await db
    .select({ sealed: staffUsers.totpSecret, lastStep: staffUsers.totpLastStep, enabledAt: staffUsers.totpEnabledAt })
    .from(staffUsers)
    .where(eq(staffUsers.staffId, staffId));
  if (!row?.sealed) return false;
  let secret: string;
  try {
    secret = openTotpSecret(staffId, row.sealed);
  } catch {
    return false;
  }
  const result = await verify({
    secret,
    token,
    epoch: Math.floor(now / 1000),
    epochTolerance: STEP_SECONDS,
    ...(row.lastStep !== null ? { afterTimeStep: row.lastStep } : {}),
  });
  // A TOTP result names the time step the code belongs to (the HOTP one of the union does not).
  if (!result.valid || !('timeStep' in result)) return false;
  const step = result.timeStep;
  const [accepted] = await db
    .update(staffUsers)
    .set({ totpLastStep: step, ...(row.enabledAt ? {} : { totpEnabledAt: new Date(now) }) })
    .where(
      and(
        eq(staffUsers.staffId, staffId),
        eq(staffUsers.totpSecret, row.sealed),
        or(isNull(staffUsers.totpLastStep), lt(staffUsers.totpLastStep, step)),
      ),
    )
    .returning({ staffId: staffUsers.staffId });
  return !!accepted;
}

/** Turns two-step sign-in off for `staffId` (a director's reset after a lost phone): the next sign-in enrols again. */
export async function resetTotp(db: DbOrTx, staffId: number): Promise<void> {
  await db.update(staffUsers).set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null }).where(eq(staffUsers.staffId, staffId));
}
