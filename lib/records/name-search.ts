import 'server-only';
import type { Db } from '@/db/client';
import { withCountedAttempt } from '@/lib/security/rate-limit';
import type { TeamQuery } from '@/lib/validation/records';
import { teamRecordsByName, type RecordRow } from './lookup';
import { PERSON_LOOKUP_LIMIT } from './person-lookup';

/**
 * The name search of /record/total (a runner finds their own result without their bib), under the
 * same anti-harvest limit as the personal record lookup, and the same budget: a search that finds
 * nobody counts as a miss of PERSON_LOOKUP_LIMIT for `clientKey` (the client address), one that finds
 * someone does not, so a client cannot double its guesses by alternating the two. Past 10 misses a
 * minute every answer is 429 (ApiError). `runnerName` is compared ignoring case and spaces.
 */
export async function searchTotalByName(
  db: Db,
  q: TeamQuery,
  runnerName: string,
  clientKey: string,
): Promise<{ records: RecordRow[]; pageMaxNo: number; totalCount: number }> {
  return withCountedAttempt(
    PERSON_LOOKUP_LIMIT,
    clientKey,
    () => teamRecordsByName(db, q, runnerName),
    (a) => a.totalCount > 0,
  );
}
