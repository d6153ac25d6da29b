import 'server-only';
import type { DbOrTx } from '@/db/client';
import { teamQuerySchema, type TeamQuery } from '@/lib/validation/records';
import { latestRoundWithRecords } from './lookup';

/**
 * The overall-record query of /record/total (spec §2, §7 /api/ranking/team) from its query string
 * `params`: the filters as POST /api/ranking/team reads them; without a round, the latest round that
 * has results (every round when none has); anything unreadable gives the defaults (all, page 1, 10
 * rows), never an error page.
 */
export async function totalPageQuery(db: DbOrTx, params: Record<string, string>): Promise<TeamQuery> {
  const sp = { ...params };
  if (sp.holdRound === undefined) {
    const latest = await latestRoundWithRecords(db);
    if (latest !== null) sp.holdRound = String(latest);
  }
  const parsed = teamQuerySchema.safeParse(sp);
  return parsed.success ? parsed.data : teamQuerySchema.parse({});
}
