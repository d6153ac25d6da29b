import { randomInt } from 'node:crypto';
import { joinSeqExhausted } from '@/lib/errors';
import { uniqueViolation } from '@/lib/db/pg-error';

/** Unique index of joinSeq per edition (db/schema/registrations.ts). */
export const JOIN_SEQ_CONSTRAINT = 'joiners_event_join_seq_uq';

/** Tries before giving up: at 3,500 of 9,000 numbers taken a try succeeds 61% of the time; 30 fail with odds below 1e-6. */
export const JOIN_SEQ_TRIES = 30;

/**
 * A random 4-digit registration number (1000–9999). Numbers are not sequential so that one runner's
 * number says nothing about another's (ARCHITECTURE.md); uniqueness per event is the database's
 * unique index, and `withRandomJoinSeq` retries on a collision.
 */
export function randomJoinSeq(): number {
  return randomInt(1000, 10000);
}

/**
 * What an attempt returns for a number another open transaction is storing right now (its claim,
 * join_seq_claim in db/migrations/0011_accept_batch.sql, is held elsewhere): try another number
 * rather than wait for that transaction, which may be waiting for this one.
 */
export const NUMBER_TAKEN = Symbol('registration number taken');

/**
 * Runs `attempt` with random joinSeqs until it does not collide with the unique index of the
 * edition's registration numbers (ARCHITECTURE.md data rules: 4-digit, unique, not sequential).
 * `attempt` must leave nothing behind when it throws or returns NUMBER_TAKEN (one statement, or a
 * savepoint). Every other
 * error passes through. After JOIN_SEQ_TRIES collisions: 503 S0503 'try again' (the course is not
 * sold out; the number space of the edition is nearly full).
 */
export async function withRandomJoinSeq<T>(attempt: (joinSeq: number) => Promise<T | typeof NUMBER_TAKEN>): Promise<T> {
  for (let i = 0; i < JOIN_SEQ_TRIES; i++) {
    try {
      const result = await attempt(randomJoinSeq());
      if (result === NUMBER_TAKEN) continue;
      return result;
    } catch (err) {
      if (uniqueViolation(err, JOIN_SEQ_CONSTRAINT) !== null) continue;
      throw err;
    }
  }
  throw joinSeqExhausted();
}
