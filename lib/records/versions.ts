import 'server-only';
import type DataLoader from 'dataloader';
import { inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { recordVersions } from '@/db/schema';
import { freshBatchLoader } from '@/lib/db/fresh-batch-loader';
import { ALL_ROUNDS } from './team-cache';

const loaders = new WeakMap<Db, DataLoader<number, number>>();

/** The version reader of `db`: one query for the rounds every visitor of a moment asks about. */
function versionLoader(db: Db): DataLoader<number, number> {
  let loader = loaders.get(db);
  if (!loader) {
    loader = freshBatchLoader<number, number>(async (rounds) => {
      const rows = await db
        .select({ holdRound: recordVersions.holdRound, version: recordVersions.version })
        .from(recordVersions)
        .where(inArray(recordVersions.holdRound, [...new Set(rounds)]));
      const byRound = new Map(rows.map((r) => [r.holdRound, r.version]));
      return rounds.map((r) => byRound.get(r) ?? 0);
    });
    loaders.set(db, loader);
  }
  return loader;
}

/**
 * The results version of round `holdRound` (ALL_ROUNDS: of any round): a counter raised by every
 * import or delete that changes it, 0 before the first. The overall record's cache keys carry it
 * (lib/records/team-cache.ts). Read by a query that starts after this call, so a change committed
 * before it is seen; the concurrent calls of a worker share that query (lib/db/fresh-batch-loader.ts),
 * so race-day crowds cost the database one primary-key read per round trip, not one per visitor.
 * Throws the database's error.
 */
export async function recordsVersion(db: Db, holdRound: number): Promise<number> {
  return versionLoader(db).load(holdRound);
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
