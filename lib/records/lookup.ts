import 'server-only';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { cached } from '@/lib/cache/memo';
import { personalRecords, recordImports } from '@/db/schema';
import { nameKey } from '@/lib/registration/name-key';
import type { PersonLookup, TeamQuery } from '@/lib/validation/records';
import { formatHms } from '@/lib/format/units';

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

/**
 * The results of one runner in one round (POST /api/ranking/person, spec §7): same bib, name equal
 * ignoring case and outer/repeated spaces. Empty when nothing matches (the page shows 'No results.').
 */
export async function personRecords(db: DbOrTx, q: PersonLookup): Promise<RecordRow[]> {
  const rows = await db
    .select(columns)
    .from(personalRecords)
    .where(
      and(
        eq(personalRecords.holdRound, q.holdRound),
        eq(personalRecords.backNo, q.backNo),
        eq(personalRecords.runnerNameKey, nameKey(q.runnerName)),
      ),
    )
    .orderBy(asc(personalRecords.ticketName));
  return rows.map(present);
}

/**
 * The overall record (POST /api/ranking/team, spec §7): results of the filters (null = all) in place
 * order (net time, then bib), one page of `rowCount`. Answers `{records, pageMaxNo, totalCount}`.
 */
export async function teamRecords(db: DbOrTx, q: TeamQuery): Promise<{ records: RecordRow[]; pageMaxNo: number; totalCount: number }> {
  const where: SQL[] = [];
  if (q.holdRound !== null) where.push(eq(personalRecords.holdRound, q.holdRound));
  if (q.ticketName !== null) where.push(eq(personalRecords.ticketName, q.ticketName));
  if (q.gender !== null) where.push(eq(personalRecords.gender, q.gender));
  if (q.ageType !== null) where.push(eq(personalRecords.ageType, q.ageType));
  const cond = where.length ? and(...where) : undefined;
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: count() }).from(personalRecords).where(cond),
    db
      .select(columns)
      .from(personalRecords)
      .where(cond)
      .orderBy(asc(personalRecords.elapseTime), asc(personalRecords.holdRound), asc(personalRecords.recordId))
      .limit(q.rowCount)
      .offset((q.pageNo - 1) * q.rowCount),
  ]);
  return { records: rows.map(present), pageMaxNo: Math.max(1, Math.ceil(n / q.rowCount)), totalCount: n };
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

/** One runner's result for the certificate; null when none matches. */
export async function certificateRecord(db: DbOrTx, q: PersonLookup & { ticketName?: string | null }): Promise<RecordRow | null> {
  const rows = await personRecords(db, q);
  return rows.find((r) => !q.ticketName || r.ticketName === q.ticketName) ?? null;
}

/** The newest round that has results (the overall record's default), or null when there are none. */
export async function latestRoundWithRecords(db: DbOrTx): Promise<number | null> {
  const [row] = await db.select({ holdRound: recordImports.holdRound }).from(recordImports).orderBy(desc(recordImports.holdRound)).limit(1);
  return row?.holdRound ?? null;
}

/** How long an overall-record page is reused by this process (results change only by staff imports). */
const TEAM_TTL_MS = 10_000;

/**
 * teamRecords through the per-process read-through cache for the first 10 pages of each filter (the
 * pages people open), so that many visitors cost about one query per page per 10 s. Imports and
 * deletes drop this process's entries at once (`invalidate('records:')`); other workers within 10 s.
 */
export function cachedTeamRecords(db: DbOrTx, q: TeamQuery) {
  if (q.pageNo > 10) return teamRecords(db, q);
  return cached(`records:team:${q.holdRound}:${q.ticketName}:${q.gender}:${q.ageType}:${q.pageNo}:${q.rowCount}`, TEAM_TTL_MS, () =>
    teamRecords(db, q),
  );
}
