import { randomBytes } from 'node:crypto';

/**
 * Verification codes of certificates: 12 characters of Crockford's base32 (digits and capitals
 * without I, L, O, U), 60 random bits from the operating system's CSPRNG. Printed and typed in
 * groups of four (7KQ4-M2XD-9PRA); read back case-blind, with I/L as 1 and O as 0 and separators
 * ignored, so a code copied from paper by hand still verifies. With lookups limited per client
 * (lib/certificates/verify.ts) guessing one of even a million issued codes is hopeless (2^60 codes).
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CODE_LENGTH = 12;

/** A fresh random code (stored form, no separators). */
export function newCertificateCode(): string {
  const bytes = randomBytes(CODE_LENGTH);
  let out = '';
  // 256 is a multiple of 32, so taking each byte mod 32 keeps every character equally likely.
  for (const b of bytes) out += ALPHABET[b % 32];
  return out;
}

/** The printed form of a stored code: groups of four joined by '-'. */
export function formatCertificateCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

/**
 * The stored form of a code as a person typed or scanned it, or null when it cannot be one
 * (wrong length or a character outside the alphabet). Pure; client-safe.
 */
export function parseCertificateCode(input: string): string | null {
  const s = input
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[\s-]+/g, '')
    .replace(/[IL]/g, '1')
    .replace(/O/g, '0');
  if (s.length !== CODE_LENGTH) return null;
  for (const ch of s) if (!ALPHABET.includes(ch)) return null;
  return s;
}
