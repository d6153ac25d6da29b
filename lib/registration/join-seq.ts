import { randomInt } from 'node:crypto';

/**
 * A random 4-digit registration number (1000–9999). Numbers are not sequential so that one runner's
 * number says nothing about another's (ARCHITECTURE.md); uniqueness per event is the database's
 * unique index, and the caller retries on a collision.
 */
export function randomJoinSeq(): number {
  return randomInt(1000, 10000);
}
