import 'server-only';
import type DataLoader from 'dataloader';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { personalRecords, recordImports } from '@/db/schema';
import { freshBatchLoader } from '@/lib/db/fresh-batch-loader';
import { nameKey } from '@/lib/registration/name-key';
import type { PersonLookup, TeamQuery } from '@/lib/validation/records';
import { formatHms } from '@/lib/format/units';
import {
  countKey,
  filteredCache,
  filteredKey,
  pageKey,
  passesFilter,
  roundCache,
  roundKey,
  teamCache,
  versionRoundOf,
  withPlaces,
  type TeamFilter,
} from './team-cache';
import { recordsVersion } from './versions';

/** A record row as the API answers it (spec §3 "Personal record row", plus gunTime and the course). */
export interface RecordRow {
  runnerName: string;
  backNo: string;
  gender: string | null;
  ageType: number | null;
  startTime: string;
  finishTime: string;
  elapseTime: string;
  gunTime: string;
  ageRank: number | null;
  totalRank: number | null;
  holdRound: number;
  ticketName: string;
  /**
   * Overall place within the round and course, men and women together (equal net times share a
   * place, the next skips); `totalRank` is the place within the gender. Null where it is not
   * worked out (lists spanning every round, the personal lookup).
   */
  place?: number | null;
}

const columns = {
  runnerName: personalRecords.runnerName,
  backNo: personalRecords.backNo,
  gender: personalRecords.gender,
  ageType: personalRecords.ageType,
  startTime: personalRecords.startTime,
  finishTime: personalRecords.finishTime,
  elapseTime: personalRecords.elapseTime,
  gunTime: personalRecords.gunTime,
  ageRank: personalRecords.ageRank,
  totalRank: personalRecords.totalRank,
  holdRound: personalRecords.holdRound,
  ticketName: personalRecords.ticketName,
};

type Raw = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] | null };

/** Place order of the overall record: net time, then round, then entry (the indexes of migration 0008). */
const PLACE_ORDER = [asc(personalRecords.elapseTime), asc(personalRecords.holdRound), asc(personalRecords.recordId)];

/** Times as H:MM:SS (elapseTime, gunTime: durations; startTime, finishTime: clock times of the day). */
function present(r: Raw): RecordRow {
  return {
    runnerName: r.runnerName!,
    backNo: r.backNo!,
    gender: r.gender,
    ageType: r.ageType,
    startTime: formatHms(r.startTime),
    finishTime: formatHms(r.finishTime),
    elapseTime: formatHms(r.elapseTime),
    gunTime: formatHms(r.gunTime),
    ageRank: r.ageRank,
    totalRank: r.totalRank,
    holdRound: r.holdRound!,
    ticketName: r.ticketName!,
  };
}

const personLoaders = new WeakMap<Db, DataLoader<PersonLookup, RecordRow[]>>();

/** One runner's identity as the lookup index and the name-key column hold it. */
const personKey = (holdRound: number, backNo: string, runnerNameKey: string) => JSON.stringify([holdRound, backNo, runnerNameKey]);

/**
 * The results of one runner in one round (POST /api/ranking/person, spec §7): same bib, name equal
 * ignoring case and outer/repeated spaces, by course. Empty when nothing matches (the page shows 'No
 * results.'). The lookups a worker receives at one moment are answered by one indexed query
 * (lib/db/fresh-batch-loader.ts), which starts after each of them was asked for, so a result imported
 * before a lookup is seen by it. Throws the database's error.
 */
export async function freshPersonRecords(db: Db, q: PersonLookup): Promise<RecordRow[]> {
  let loader = personLoaders.get(db);
  if (!loader) {
    loader = freshBatchLoader<PersonLookup, RecordRow[]>(async (lookups) => {
      const wanted = new Map(lookups.map((l) => [personKey(l.holdRound, l.backNo, nameKey(l.runnerName)), l]));
      const rows = await db
        .select({ ...columns, runnerNameKey: personalRecords.runnerNameKey })
        .from(personalRecords)
        .where(
          sql`(${personalRecords.holdRound}, ${personalRecords.backNo}, ${personalRecords.runnerNameKey}) IN (${sql.join(
            [...wanted.values()].map((l) => sql`(${l.holdRound}::int, ${l.backNo}::text, ${nameKey(l.runnerName)}::text)`),
            sql`, `,
          )})`,
        )
        .orderBy(asc(personalRecords.ticketName));
      const found = new Map<string, RecordRow[]>();
      for (const { runnerNameKey, ...r } of rows) {
        const k = personKey(r.holdRound!, r.backNo!, runnerNameKey!);
        found.set(k, [...(found.get(k) ?? []), present(r)]);
      }
      return lookups.map((l) => found.get(personKey(l.holdRound, l.backNo, nameKey(l.runnerName))) ?? []);
    });
    personLoaders.set(db, loader);
  }
  return loader.load(q);
}

function teamWhere(f: TeamFilter): SQL | undefined {
  const where: SQL[] = [];
  if (f.holdRound !== null) where.push(eq(personalRecords.holdRound, f.holdRound));
  if (f.ticketName !== null) where.push(eq(personalRecords.ticketName, f.ticketName));
  if (f.gender !== null) where.push(eq(personalRecords.gender, f.gender));
  if (f.ageType !== null) where.push(eq(personalRecords.ageType, f.ageType));
  return where.length ? and(...where) : undefined;
}

/** How many results match the filters of `f` (null = all). */
export async function teamCount(db: DbOrTx, f: TeamFilter): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(personalRecords).where(teamWhere(f));
  return n;
}

/**
 * Page `q.pageNo` (from 1) of `q.rowCount` results of the filters in place order: net time, then
 * round, then entry (read in that order from the indexes of migration 0008, no sort of the round).
 */
export async function teamPage(db: DbOrTx, q: TeamQuery): Promise<RecordRow[]> {
  const rows = await db
    .select(columns)
    .from(personalRecords)
    .where(teamWhere(q))
    .orderBy(...PLACE_ORDER)
    .limit(q.rowCount)
    .offset((q.pageNo - 1) * q.rowCount);
  return rows.map(present);
}

/** Every result of round `holdRound` in place order (as teamPage orders them), with its overall place in its course. */
async function roundResults(db: DbOrTx, holdRound: number): Promise<RecordRow[]> {
  const rows = await db
    .select(columns)
    .from(personalRecords)
    .where(eq(personalRecords.holdRound, holdRound))
    .orderBy(...PLACE_ORDER);
  return withPlaces(
    rows.map(present),
    rows.map((r) => r.elapseTime),
  );
}

/** The answer of POST /api/ranking/team from a page and the filter's total count. */
function teamAnswer(records: RecordRow[], totalCount: number, rowCount: number) {
  return { records, pageMaxNo: Math.max(1, Math.ceil(totalCount / rowCount)), totalCount };
}

/** The courses that have results in round `holdRound` (GET /api/ranking/courses), by name. */
export async function recordCourses(db: DbOrTx, holdRound: number): Promise<string[]> {
  const rows = await db
    .select({ ticketName: recordImports.ticketName })
    .from(recordImports)
    .where(eq(recordImports.holdRound, holdRound))
    .orderBy(asc(recordImports.ticketName));
  return rows.map((r) => r.ticketName);
}

/** The newest round that has results (the overall record's default), or null when there are none. */
export async function latestRoundWithRecords(db: DbOrTx): Promise<number | null> {
  const [row] = await db.select({ holdRound: recordImports.holdRound }).from(recordImports).orderBy(desc(recordImports.holdRound)).limit(1);
  return row?.holdRound ?? null;
}

/**
 * The overall record (POST /api/ranking/team, spec §7): results of the filters (null = all) in place
 * order, one page of `rowCount`, as `{records, pageMaxNo, totalCount}`, through the worker's
 * overall-record caches (lib/records/team-cache.ts). The results version of the round (of every
 * round when `holdRound` is null) is read first (one primary-key query shared by the worker's
 * concurrent visitors); then, for one round, its
 * results are taken whole into memory once per version (one query), each filter's list of them is
 * made once by a pass over them, and every page is a slice of it; for every round, the page and the
 * filter's count are loaded by query once for all concurrent visitors. Results change only by staff
 * imports and deletes, which raise the version in their transaction, so a page of replaced rows is
 * never served, whichever worker or instance made the change.
 */
export async function cachedTeamRecords(db: Db, q: TeamQuery): Promise<{ records: RecordRow[]; pageMaxNo: number; totalCount: number }> {
  const version = await recordsVersion(db, versionRoundOf(q));
  const holdRound = q.holdRound;
  if (holdRound !== null) {
    const round = await roundCache().get(roundKey(holdRound, version), () => roundResults(db, holdRound));
    const passing = await filteredCache().get(filteredKey(q, version), async () => round.filter((r) => passesFilter(r, q)));
    const from = (q.pageNo - 1) * q.rowCount;
    return teamAnswer(passing.slice(from, from + q.rowCount), passing.length, q.rowCount);
  }
  const cache = teamCache();
  const [totalCount, records] = await Promise.all([
    cache.get(countKey(q, version), () => teamCount(db, q)),
    cache.get(pageKey(q, version, q.pageNo, q.rowCount), () => teamPage(db, q)),
  ]);
  return teamAnswer(records, totalCount, q.rowCount);
}

/** Round `holdRound`'s results in place order with their places, through the worker's round cache. */
async function cachedRound(db: Db, holdRound: number): Promise<RecordRow[]> {
  const version = await recordsVersion(db, holdRound);
  return roundCache().get(roundKey(holdRound, version), () => roundResults(db, holdRound));
}

/**
 * The courses that have results in round `holdRound`, longest first: ordered by their winners' net
 * times, slowest first (a half's winner is slower than a 10 km winner). The overall record shows the
 * first by default, so a visitor sees one course's places instead of courses mixed.
 */
export async function coursesLongestFirst(db: Db, holdRound: number): Promise<string[]> {
  const firstSeen: string[] = [];
  for (const r of await cachedRound(db, holdRound)) if (!firstSeen.includes(r.ticketName)) firstSeen.push(r.ticketName);
  return firstSeen.reverse();
}

/**
 * The overall record's results whose runner is named `runnerName` (equal ignoring case and spaces,
 * as the personal lookup compares), with the filters of `q`, one page of `q.rowCount`, each with its
 * place among all results of its course (not among the matches). Unguarded: callers limit it per
 * client (lib/records/name-search.ts). Throws the database's error.
 */
export async function teamRecordsByName(
  db: Db,
  q: TeamQuery,
  runnerName: string,
): Promise<{ records: RecordRow[]; pageMaxNo: number; totalCount: number }> {
  const key = nameKey(runnerName);
  const from = (q.pageNo - 1) * q.rowCount;
  if (q.holdRound !== null) {
    const matches = (await cachedRound(db, q.holdRound)).filter((r) => passesFilter(r, q) && nameKey(r.runnerName) === key);
    return teamAnswer(matches.slice(from, from + q.rowCount), matches.length, q.rowCount);
  }
  const where = and(teamWhere(q), eq(personalRecords.runnerNameKey, key));
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: count() }).from(personalRecords).where(where),
    db
      .select(columns)
      .from(personalRecords)
      .where(where)
      .orderBy(...PLACE_ORDER)
      .limit(q.rowCount)
      .offset(from),
  ]);
  return teamAnswer(rows.map(present), n, q.rowCount);
}
