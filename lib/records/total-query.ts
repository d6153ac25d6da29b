import 'server-only';
import type { Db, DbOrTx } from '@/db/client';
import { isApiError } from '@/lib/errors';
import { teamQuerySchema, type TeamQuery } from '@/lib/validation/records';
import { cachedTeamRecords, coursesLongestFirst, latestRoundWithRecords } from './lookup';
import { searchTotalByName } from './name-search';

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

/** Page sizes a visitor can choose on /record/total (spec §9 lists 10 to 50 for the staff lists; 10 stays the default). */
export const TOTAL_ROW_COUNTS = [10, 20, 30, 50] as const;

export interface TotalPage {
  /** The query answered: the asked one, with the round's longest course when no course was asked. */
  q: TeamQuery;
  /** The round's courses, longest first (empty for every round). */
  courses: string[];
  /** The name searched for (trimmed, at most 50 characters), or ''. */
  runnerName: string;
  page: Awaited<ReturnType<typeof cachedTeamRecords>>;
  /** True when the client is past the name search's anti-harvest limit (429 S0429): no results shown. */
  refused: boolean;
}

/**
 * What /record/total shows for its query string `params`, asked by client `clientKey` (the client
 * address): the query (totalPageQuery; without a course, the round's longest course, so places are
 * never of courses mixed), the round's courses and one page of results, through the name search when
 * a name is given (limited per client as the personal record is, lib/records/name-search.ts; past the
 * limit `refused` instead of results). Throws the database's error.
 */
export async function totalPage(db: Db, params: Record<string, string>, clientKey: string): Promise<TotalPage> {
  const asked = await totalPageQuery(db, params);
  const courses = asked.holdRound !== null ? await coursesLongestFirst(db, asked.holdRound) : [];
  const q = params.ticketName === undefined && courses[0] ? { ...asked, ticketName: courses[0] } : asked;
  const runnerName = (params.runnerName ?? '').trim().slice(0, 50);
  try {
    const page = runnerName ? await searchTotalByName(db, q, runnerName, clientKey) : await cachedTeamRecords(db, q);
    return { q, courses, runnerName, page, refused: false };
  } catch (e) {
    if (!isApiError(e, 'S0429')) throw e;
    return { q, courses, runnerName, page: { records: [], pageMaxNo: 1, totalCount: 0 }, refused: true };
  }
}
