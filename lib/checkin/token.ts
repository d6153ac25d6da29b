import { createHmac, timingSafeEqual } from 'node:crypto';
import { env } from '@/lib/env';

/**
 * The check-in token of a paid runner (QR check-in): what the QR code on the lookup page,
 * the success page and the bib SMS carries. It names the runner (runnerSeq) and is signed with
 * APP_SECRET, so a number cannot be made up, counted up from another runner's, or read off a bib:
 * 'K1' + base64url(runnerSeq as 4 bytes, big-endian + the first 12 bytes of HMAC-SHA256) = 24 characters,
 * short enough for a QR code a phone reads from a crumpled printout (version 2).
 */
const PREFIX = 'K1';
const MAC_BYTES = 12;
const TOKEN_RE = /^K1[A-Za-z0-9_-]{22}$/;

function mac(runnerSeq: Buffer): Buffer {
  const secret = env.auth.APP_SECRET;
  if (!secret) throw new Error('APP_SECRET is not set (npm start sets one)');
  return createHmac('sha256', secret).update('checkin:').update(runnerSeq).digest().subarray(0, MAC_BYTES);
}

/** The check-in token of runner `runnerSeq` (a positive 32-bit id). */
export function checkinToken(runnerSeq: number): string {
  const id = Buffer.alloc(4);
  id.writeUInt32BE(runnerSeq);
  return PREFIX + Buffer.concat([id, mac(id)]).toString('base64url');
}

/**
 * The runnerSeq a token was made for, or null for anything not made by `checkinToken` with this
 * site's secret (compared in constant time). Accepts the token alone or inside a link that carries
 * it as `t=` (a phone camera app may have saved the link rather than the code).
 */
export function readCheckinToken(text: string): number | null {
  const raw = tokenIn(text.trim());
  if (!raw) return null;
  const bytes = Buffer.from(raw.slice(PREFIX.length), 'base64url');
  if (bytes.length !== 4 + MAC_BYTES) return null;
  const id = bytes.subarray(0, 4);
  const expected = mac(id);
  if (!timingSafeEqual(bytes.subarray(4), expected)) return null;
  const runnerSeq = id.readUInt32BE();
  return runnerSeq > 0 ? runnerSeq : null;
}

function tokenIn(text: string): string | null {
  if (TOKEN_RE.test(text)) return text;
  const m = /[?&]t=(K1[A-Za-z0-9_-]{22})(?:&|#|$)/.exec(text);
  return m ? m[1] : null;
}
