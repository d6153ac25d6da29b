import 'server-only';
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { env } from '@/lib/env';

/** How long the code sent to the new holder's phone is valid, and how many wrong codes end it. */
export const TRANSFER_CODE_TTL_MS = 10 * 60_000;
export const TRANSFER_CODE_TRIES = 5;

function secret(): string {
  const s = env.auth.APP_SECRET;
  if (!s) throw new Error('APP_SECRET is not set (npm start sets one)');
  return s;
}

const mac = (salt: string, code: string) => createHmac('sha256', secret()).update(`transfer-code:${salt}:${code}`).digest('base64url');

/** A fresh 6-digit code and what is stored of it: `<salt>.<HMAC>` (the code itself is never stored). */
export function newTransferCode(): { code: string; hash: string } {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const salt = randomBytes(12).toString('base64url');
  return { code, hash: `${salt}.${mac(salt, code)}` };
}

/** True when `code` is the one `hash` was made from (compared in constant time). */
export function transferCodeMatches(hash: string, code: string): boolean {
  const [salt, stored] = hash.split('.');
  if (!salt || !stored) return false;
  const a = Buffer.from(stored);
  const b = Buffer.from(mac(salt, code));
  return a.length === b.length && timingSafeEqual(a, b);
}
