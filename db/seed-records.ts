import { and, count, eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { ageTypeOf } from '@/lib/records/age';
import { DEMO_COURSES, generateResults, type DemoCourse } from '@/lib/records/demo-data';
import { CURRENT_ROUND, yearOfRound } from '@/lib/records/editions';
import type { ResultRow } from '@/lib/records/parse-rows';
import { nameKey } from '@/lib/registration/name-key';
import { replaceResults } from '@/lib/records/store';
import { kstDate, KST_OFFSET_MS } from '@/lib/time/kst';
import * as schema from './schema';

type SeedDb = NodePgDatabase<typeof schema>;

/** Past rounds that the demo profile fills with generated results, and how many finishers per course. */
const DEMO_ROUNDS: Array<{ holdRound: number; counts: Record<DemoCourse, number> }> = [
  { holdRound: 23, counts: { half: 1180, mini: 1420, health: 1010 } },
  { holdRound: 22, counts: { half: 1090, mini: 1330, health: 1040 } },
  { holdRound: 21, counts: { half: 1020, mini: 1210, health: 1005 } },
];

/** The race day of a past round: the third Sunday of October of its year, 08:30 KST. */
function pastRaceDate(year: number): Date {
  const oct1 = kstDate(year, 10, 1, 8, 30);
  const weekday = new Date(oct1.getTime() + KST_OFFSET_MS).getUTCDay();
  return kstDate(year, 10, 1 + ((7 - weekday) % 7) + 14, 8, 30);
}

/** A generated finisher as a stored result row. */
function toRow(r: ReturnType<typeof generateResults>[number]): ResultRow {
  return {
    backNo: r.backNo,
    runnerName: r.runnerName,
    runnerNameKey: nameKey(r.runnerName),
    gender: r.gender,
    age: r.age,
    birthYear: r.birthYear,
    birthday: null,
    ageType: ageTypeOf(r.age),
    elapseTime: r.netTime,
    gunTime: r.gunTime,
    startTime: r.startTime,
    finishTime: r.finishTime,
    splits: null,
    fileRank: r.place,
  };
}

/**
 * The record history (spec §9: rounds 1 to 24, 2001-2025 without 2020), idempotent so that it also
 * completes databases seeded before it existed: every past round 1..23 as an edition (not current),
 * and in the demo profile generated results for a few recent rounds, marked as demo data, so that
 * /record is never empty on a fresh start.
 */
export async function seedRecordHistory(db: SeedDb, profile: 'demo' | 'spec'): Promise<void> {
  await db
    .insert(schema.events)
    .values(
      Array.from({ length: CURRENT_ROUND - 1 }, (_, i) => {
        const holdRound = i + 1;
        const year = yearOfRound(holdRound);
        return {
          eventCode: `DCM${String(holdRound).padStart(2, '0')}`,
          holdRound,
          eventName: `제${holdRound}회 대청호 마라톤대회`,
          raceDate: pastRaceDate(year),
          eventOpen: kstDate(year, 4, 28, 10, 0),
          eventClose: kstDate(year, 7, 11, 16, 0),
          isCurrent: false,
        };
      }),
    )
    .onConflictDoNothing();
  if (profile !== 'demo') return;
  for (const round of DEMO_ROUNDS) {
    const year = yearOfRound(round.holdRound);
    for (const course of Object.keys(round.counts) as DemoCourse[]) {
      const ticketName = DEMO_COURSES[course].ticketName;
      const [{ n }] = await db
        .select({ n: count() })
        .from(schema.recordImports)
        .where(and(eq(schema.recordImports.holdRound, round.holdRound), eq(schema.recordImports.ticketName, ticketName)));
      if (n > 0) continue; // imported or generated before: never overwrite real results
      const rows = generateResults({
        seed: round.holdRound * 100 + course.length,
        course,
        count: round.counts[course],
        raceYear: year,
      }).map(toRow);
      await replaceResults(db, { holdRound: round.holdRound, ticketName, fileName: 'demo-generator', skipped: 0, isDemo: true }, rows);
    }
  }
}
