import 'server-only';
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { env } from '@/lib/env';
import { keyBytes } from '@/lib/env/schema.mjs';

/**
 * Secrets at rest (ARCHITECTURE.md: `node:crypto` AES-256-GCM, key from the environment). A sealed
 * value is `v1.<iv>.<tag>.<ciphertext>` (base64url; 96-bit random IV, 128-bit tag) bound to `context`
 * (additional authenticated data, e.g. the account or registration it belongs to), so a value copied onto another
 * row, altered, or read with another key fails to open.
 */
const VERSION = 'v1';

/** Seals `plaintext` under the 32-byte `key` for `context`. */
export function seal(key: Buffer, plaintext: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
}

/** Opens a value sealed by `seal` with the same key and context; throws when the key, context or value differ. */
export function open(key: Buffer, sealed: string, context: string): string {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || data === undefined) throw new Error('secret-box: not a sealed value');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

/**
 * A 32-byte key for `purpose` ('staff-totp', …) derived from APP_SECRET (HKDF-SHA256; `npm start`
 * generates APP_SECRET into DATA_DIR), so each kind of secret has a key of its own.
 */
export function derivedKey(purpose: string, secret = env.auth.APP_SECRET): Buffer {
  if (!secret) throw new Error('APP_SECRET is not set (npm start sets one)');
  return Buffer.from(hkdfSync('sha256', secret, 'marathon-secret-box', purpose, 32));
}

/** The key of refund account numbers (REFUND_ACCOUNT_KEY; `npm start` and `npm test` generate one into DATA_DIR). */
export function refundAccountKey(): Buffer {
  const key = env.auth.REFUND_ACCOUNT_KEY ? keyBytes(env.auth.REFUND_ACCOUNT_KEY) : null;
  if (!key) throw new Error('REFUND_ACCOUNT_KEY is not set (npm start generates one into DATA_DIR)');
  return key;
}
