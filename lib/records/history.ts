import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { formatHms } from '@/lib/format/units';
import { nameKey } from '@/lib/registration/name-key';
import { withCountedAttempt } from '@/lib/security/rate-limit';
import { kstParts } from '@/lib/time/kst';
import type { HistoryQuery } from '@/lib/validation/history';
import { ageOnRaceDay } from './age';
import { ageGrade } from './age-grading/age-grade';
import { courseDistanceKm, courseKey } from './course-distance';
import { yearOfRound } from './editions';
import { PERSON_LOOKUP_LIMIT } from './person-lookup';

/** One official result of the runner (POST /api/ranking/history `results[]`). */
export interface HistoryResult {
  holdRound: number;
  year: number;
  ticketName: string;
  /** Distance group across editions ('half', '10km', '5km'; the course name when unknown). */
  course: string;
  /** Net time H:MM:SS and in seconds (for the chart). */
  elapseTime: string;
  elapseSeconds: number;
  totalRank: number | null;
  backNo: string;
  /** Age on race day from the birth date given. */
  age: number | null;
  /** Age-graded percentage (WMA road standards, lib/records/age-grading), null where it cannot be graded. */
  ageGrade: number | null;
}

/** The runner's best result per course group (`bests[course]`). */
export type HistoryBests = Record<
  string,
  Pick<HistoryResult, 'holdRound' | 'year' | 'ticketName' | 'elapseTime' | 'elapseSeconds' | 'ageGrade'>
>;

type Row = {
  hold_round: number;
  ticket_name: string;
  back_no: string;
  gender: string | null;
  elapse_time: number;
  total_rank: number | null;
  race_date: Date | string | null;
};

/**
 * A runner's official results across every edition (/record/me, POST /api/ranking/history), found
 * only by an EXACT match, so the archive cannot be harvested through it: the name's key (case,
 * spaces and width ignored) and the birth date. A result counts as the runner's when the results
 * file gave the same birth date; when it gave only a birth year, the same year; when it gave only an
 * age, the age the birth date makes on that edition's race day. Results with neither are never
 * matched. Newest edition first, with the age-graded percentage of each and the best time per course
 * group. Counted in the personal lookup's limit for `clientKey` (a search that finds nothing is a
 * miss; past 10 misses a minute every lookup of the client is 429 S0429), the same budget as the
 * bib and name lookups, so alternating them gives no more guesses. Throws the database's error.
 */
export async function runnerHistory(
  db: Db,
  q: HistoryQuery,
  clientKey: string,
): Promise<{ results: HistoryResult[]; bests: HistoryBests }> {
  const birthYear = Number(q.birthday.slice(0, 4));
  const birthDate = `${q.birthday.slice(0, 4)}-${q.birthday.slice(4, 6)}-${q.birthday.slice(6, 8)}`;
  const rows = await withCountedAttempt(
    PERSON_LOOKUP_LIMIT,
    clientKey,
    async () =>
      (
        await db.execute<Row>(sql`
          SELECT p.hold_round, p.ticket_name, p.back_no, p.gender, p.elapse_time, p.total_rank, e.race_date
            FROM personal_records p
            LEFT JOIN events e ON e.hold_round = p.hold_round
           WHERE p.runner_name_key = ${nameKey(q.runnerName)} AND p.elapse_time IS NOT NULL
             AND (p.birthday = ${q.birthday}
                  OR (p.birthday IS NULL AND p.birth_year = ${birthYear})
                  OR (p.birthday IS NULL AND p.birth_year IS NULL AND p.age IS NOT NULL AND e.race_date IS NOT NULL
                      AND p.age = date_part('year', age((e.race_date AT TIME ZONE 'Asia/Seoul')::date, ${birthDate}::date))))
           ORDER BY p.hold_round DESC, p.ticket_name`)
      ).rows,
    (r) => r.length > 0,
  );
  const results = rows.map((r): HistoryResult => {
    const race = r.race_date ? kstParts(new Date(r.race_date)) : null;
    const age = race ? ageOnRaceDay({ birthday: q.birthday }, race) : null;
    return {
      holdRound: r.hold_round,
      year: yearOfRound(r.hold_round),
      ticketName: r.ticket_name,
      course: courseKey(r.ticket_name),
      elapseTime: formatHms(r.elapse_time),
      elapseSeconds: r.elapse_time,
      totalRank: r.total_rank,
      backNo: r.back_no,
      age,
      ageGrade: ageGrade(r.elapse_time, courseDistanceKm(r.ticket_name), r.gender, age),
    };
  });
  const bests: HistoryBests = {};
  for (const r of results) {
    const b = bests[r.course];
    if (!b || r.elapseSeconds < b.elapseSeconds)
      bests[r.course] = {
        holdRound: r.holdRound,
        year: r.year,
        ticketName: r.ticketName,
        elapseTime: r.elapseTime,
        elapseSeconds: r.elapseSeconds,
        ageGrade: r.ageGrade,
      };
  }
  return { results, bests };
}
