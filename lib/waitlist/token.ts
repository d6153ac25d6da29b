import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { env } from '@/lib/env';

/**
 * The invitation token of a waitlist entry (the `invite` of /apply/individual?invite=…): the entry's
 * id and the invitation's expiry, signed with APP_SECRET, so that a link can be neither guessed nor
 * altered. It is only the key: whether the invitation is still open is decided by the entry's row
 * (state 'invited' with that very expiry), so a declined, skipped or used invitation's link is dead.
 */
function secret(): string {
  const s = env.auth.APP_SECRET;
  if (!s) throw new Error('APP_SECRET is not set (npm start sets one)');
  return s;
}

const sign = (waitId: number, exp: number) =>
  createHmac('sha256', secret()).update(`invite:${waitId}:${exp}`).digest('base64url').slice(0, 32);

/** The token of entry `waitId`'s invitation expiring at `expiresAt` (whole seconds kept). */
export function inviteToken(waitId: number, expiresAt: Date): string {
  const exp = Math.floor(expiresAt.getTime() / 1000);
  return `${waitId}.${exp}.${sign(waitId, exp)}`;
}

/** The entry and expiry a token names, or null when it is malformed or its signature is wrong. */
export function readInviteToken(token: string): { waitId: number; expiresAt: Date } | null {
  const m = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!m) return null;
  const waitId = Number(m[1]);
  const exp = Number(m[2]);
  const want = Buffer.from(sign(waitId, exp));
  const got = Buffer.from(m[3]);
  if (want.length !== got.length || !timingSafeEqual(want, got)) return null;
  return { waitId, expiresAt: new Date(exp * 1000) };
}
