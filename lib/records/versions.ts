import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { recordVersions } from '@/db/schema';
import { ALL_ROUNDS } from './team-cache';

/**
 * The results version of round `holdRound` (ALL_ROUNDS: of any round): a counter raised by every
 * import or delete that changes it, 0 before the first. One primary-key read; the overall record's
 * cache keys carry it (lib/records/team-cache.ts).
 */
export async function recordsVersion(db: DbOrTx, holdRound: number): Promise<number> {
  const [row] = await db.select({ version: recordVersions.version }).from(recordVersions).where(eq(recordVersions.holdRound, holdRound));
  return row?.version ?? 0;
}

/**
 * Raises the results version of `holdRound` and of ALL_ROUNDS. Call inside the transaction that
 * changes the round's rows, so that the new version becomes visible exactly when the new rows do
 * (every worker's cached pages of the old rows stop being served at that commit).
 */
export async function bumpRecordsVersion(tx: DbOrTx, holdRound: number): Promise<void> {
  // Rows locked in one order (the round, then ALL_ROUNDS) by every import: no deadlock between rounds.
  await tx.execute(sql`
    INSERT INTO record_versions (hold_round, version) VALUES (${holdRound}, 1), (${ALL_ROUNDS}, 1)
    ON CONFLICT (hold_round) DO UPDATE SET version = record_versions.version + 1`);
}
