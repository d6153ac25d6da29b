import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { env } from '@/lib/env';

/** The site's signing secret (APP_SECRET; npm start generates one into DATA_DIR). Throws when unset. */
export function appSecret(): string {
  const s = env.auth.APP_SECRET;
  if (!s) throw new Error('APP_SECRET is not set (npm start sets one)');
  return s;
}

/** HMAC-SHA256 of `text` under APP_SECRET, base64url, the first `chars` characters (32 = 192 bits). */
export function signText(text: string, chars = 32): string {
  return createHmac('sha256', appSecret()).update(text).digest('base64url').slice(0, chars);
}

/** Compares two tokens in constant time (a length difference is simply unequal). */
export function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
