import 'server-only';
import type { Db } from '@/db/client';
import { withCountedAttempt, type LimitSpec } from '@/lib/security/rate-limit';
import type { PersonLookup } from '@/lib/validation/records';
import { freshPersonRecords, type RecordRow } from './lookup';

/** Failed personal-record lookups allowed per client a minute (personal record); the 11th is 429. */
export const PERSON_LOOKUP_LIMIT: LimitSpec = { name: 'records-person', points: 10, durationSec: 60 };

/**
 * A personal-record lookup guarded per client (`clientKey`: the client address): the indexed query
 * runs (shared with the worker's other lookups of the moment), then one atomic count decides whether its answer may be given (withCountedAttempt: a miss
 * counts, a hit does not; parallel guesses are counted one after another). Past 10 misses in a
 * minute every lookup of that client, hit or miss, throws 429. A miss answers [] ('No results.').
 */
export async function lookupPerson(db: Db, q: PersonLookup, clientKey: string): Promise<RecordRow[]> {
  return withCountedAttempt(
    PERSON_LOOKUP_LIMIT,
    clientKey,
    () => freshPersonRecords(db, q),
    (rows) => rows.length > 0,
  );
}
