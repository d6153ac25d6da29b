import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { runners } from '@/db/schema';
import { hashKey } from '@/lib/security/hash-key';
import { consume, withAttempt, type LimitSpec } from '@/lib/security/rate-limit';
import { getCurrentEvent } from './current-event';
import { nameKey } from './name-key';
import { nameKeyParam, nameKeySql } from './name-key-sql';

/**
 * True when a live registration of the current edition has this runner (name in its name-key form,
 * phone, birthday; spec §5 'this participant is already applied').
 */
export async function isAlreadyApplied(db: DbOrTx, runnerName: string, cellphone: string, birthday: string): Promise<boolean> {
  const ev = await getCurrentEvent(db);
  const rows = await db
    .select({ runnerSeq: runners.runnerSeq })
    .from(runners)
    .where(
      and(
        eq(runners.eventId, ev.eventId),
        eq(runners.active, true),
        sql`${nameKeySql(runners.runnerName)} = ${nameKeyParam(runnerName)}`,
        eq(runners.cellphone, cellphone),
        eq(runners.birthday, birthday),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * An answer 'not applied' is a miss for a guesser trying birthdays: 10 an hour per (name, phone), the
 * same budget as the registration lookup; an answer 'already applied' gives its point back.
 */
export const DUPLICATE_CHECK_LIMIT: LimitSpec = { name: 'duplicate-check', points: 10, durationSec: 3600 };
/** 300 checks per 10 minutes per client address (a group form checks each runner it adds). */
export const DUPLICATE_CLIENT_LIMIT: LimitSpec = { name: 'duplicate-client', points: 300, durationSec: 600 };

/**
 * GET /api/isDuplicate?name&cellphone&birthday (spec §7, §5 'this participant is already applied'):
 * isAlreadyApplied behind two limits taken before the lookup, so the answer cannot serve as an
 * oracle for a runner's birthday: per client address (`clientKey`) and per (name, phone).
 * Throws 429 (generic message) once either is used up.
 */
export async function checkAlreadyApplied(
  db: DbOrTx,
  q: { name: string; cellphone: string; birthday: string },
  clientKey: string,
): Promise<boolean> {
  await consume(DUPLICATE_CLIENT_LIMIT, hashKey('client', clientKey));
  return withAttempt(
    DUPLICATE_CHECK_LIMIT,
    hashKey(nameKey(q.name), q.cellphone),
    () => isAlreadyApplied(db, q.name, q.cellphone, q.birthday),
    (applied) => applied,
  );
}

/**
 * Counts an 'already registered' answer of registration (S0004) naming `runners` in their
 * DUPLICATE_CHECK_LIMIT (per name and phone, the duplicate check's key): that answer confirms a
 * birthday as surely as GET /api/isDuplicate. Throws 429 (generic message) once a runner's points
 * are spent, so the caller answers that instead of S0004.
 */
export async function countAlreadyAppliedAnswer(runners: Array<{ runnerName: string; cellphone: string }>): Promise<void> {
  const keys = new Set(runners.map((r) => hashKey(nameKey(r.runnerName), r.cellphone)));
  for (const key of keys) await consume(DUPLICATE_CHECK_LIMIT, key);
}
