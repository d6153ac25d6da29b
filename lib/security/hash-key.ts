import { createHash } from 'node:crypto';

/** A stable, non-reversible key for rate limits and logs built from personal data (name, phone). */
export function hashKey(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\u0000')).digest('base64url').slice(0, 32);
}
