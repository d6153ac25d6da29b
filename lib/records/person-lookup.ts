import 'server-only';
import type { DbOrTx } from '@/db/client';
import { withAttempt, type LimitSpec } from '@/lib/security/rate-limit';
import type { PersonLookup } from '@/lib/validation/records';
import { personRecords, type RecordRow } from './lookup';

/** Failed personal-record lookups allowed per client a minute (issue "Personal record"); the 11th is 429. */
export const PERSON_LOOKUP_LIMIT: LimitSpec = { name: 'records-person', points: 10, durationSec: 60 };

/**
 * A personal-record lookup guarded per client (`clientKey`: the client address): a point is taken
 * before the query (so parallel guesses are all counted) and given back when rows are found; past 10
 * misses in a minute it throws 429 without querying. A miss answers [] ('No results.').
 */
export async function lookupPerson(db: DbOrTx, q: PersonLookup, clientKey: string): Promise<RecordRow[]> {
  return withAttempt(
    PERSON_LOOKUP_LIMIT,
    clientKey,
    () => personRecords(db, q),
    (rows) => rows.length > 0,
  );
}
