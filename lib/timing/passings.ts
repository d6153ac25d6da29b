import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import type { PassingSource, TimingPoint } from '@/lib/codes';
import type { PassingInput } from '@/lib/validation/timing';
import { pointsOfCourse } from './points';

/** Why a passing was not stored (the caller sees it by the passing's index in its list). */
export type PassingRefusal = 'unknownRunner' | 'pointNotOnCourse';

export interface PassingsAnswer {
  /** Passings stored by this call. */
  accepted: number;
  /** Passings already stored (the same runner, point and time, by chip or bib), counted once. */
  duplicates: number;
  /** Passings that name no runner of the edition, or a point the runner's course does not have. */
  rejected: Array<{ index: number; reason: PassingRefusal }>;
}

interface RunnerRef {
  runnerSeq: number;
  ticketSeq: number;
  distanceKm: number;
  chipNo: string | null;
  backNo: number | null;
}

/** The live runners of edition `eventId` carrying any of the chips or bibs named, with their course. */
async function runnersNamed(tx: Tx, eventId: number, chips: string[], bibs: number[]): Promise<RunnerRef[]> {
  const { rows } = await tx.execute<{
    runner_seq: number;
    ticket_seq: number;
    distance_km: string;
    chip_no: string | null;
    back_no: number | null;
  }>(sql`
    SELECT r.runner_seq, r.ticket_seq, t.distance_km, r.chip_no, r.back_no
      FROM runners r JOIN tickets t ON t.ticket_seq = r.ticket_seq
     WHERE r.event_id = ${eventId} AND r.active
       AND (r.chip_no = ANY(${sql.param(chips)}::text[]) OR r.back_no = ANY(${sql.param(bibs)}::int[]))`);
  return rows.map((r) => ({
    runnerSeq: r.runner_seq,
    ticketSeq: r.ticket_seq,
    distanceKm: Number(r.distance_km),
    chipNo: r.chip_no,
    backNo: r.back_no,
  }));
}

/** What each stored passing of a call was: its runner and point, for the work that follows a finish. */
export interface StoredPassing {
  runnerSeq: number;
  point: TimingPoint;
}

/**
 * Stores `passings` of edition `eventId` (live results: POST /api/v1/timing/passings and the
 * staff CSV upload): each names its runner by chip (preferred) or bib, resolved among the edition's
 * live runners; a point the runner's course does not have is refused. One INSERT … ON CONFLICT DO
 * NOTHING on (runner, point, time) stores the rest, so a passing sent twice (also once by chip and
 * once by bib, or twice in one call) counts once. `afterStore` runs in the same transaction with the
 * passings this call stored (the finish SMS is queued there). Order of arrival never matters: places
 * are computed when the board is read (lib/timing/board.ts).
 */
export async function recordPassings(
  db: Db,
  eventId: number,
  passings: readonly PassingInput[],
  source: PassingSource,
  afterStore?: (tx: Tx, stored: StoredPassing[]) => Promise<void>,
): Promise<PassingsAnswer> {
  const chips = [...new Set(passings.flatMap((p) => (p.chipNo !== undefined ? [p.chipNo] : [])))];
  const bibs = [...new Set(passings.flatMap((p) => (p.backNo !== undefined ? [p.backNo] : [])))];
  return db.transaction(async (tx) => {
    const found = await runnersNamed(tx, eventId, chips, bibs);
    const byChip = new Map(found.filter((r) => r.chipNo !== null).map((r) => [r.chipNo!, r]));
    const byBib = new Map(found.filter((r) => r.backNo !== null).map((r) => [r.backNo!, r]));
    const rejected: PassingsAnswer['rejected'] = [];
    const rows: Array<{ runner: RunnerRef; point: TimingPoint; time: Date }> = [];
    passings.forEach((p, index) => {
      const runner =
        (p.chipNo !== undefined ? byChip.get(p.chipNo) : undefined) ?? (p.backNo !== undefined ? byBib.get(p.backNo) : undefined);
      if (!runner) return rejected.push({ index, reason: 'unknownRunner' });
      if (!pointsOfCourse(runner.distanceKm).includes(p.point)) return rejected.push({ index, reason: 'pointNotOnCourse' });
      rows.push({ runner, point: p.point, time: p.time });
    });
    if (rows.length === 0) return { accepted: 0, duplicates: 0, rejected };
    const { rows: stored } = await tx.execute<{ runner_seq: number; point: TimingPoint }>(sql`
      INSERT INTO timing_passings (event_id, runner_seq, ticket_seq, point, passed_at, source)
      SELECT ${eventId}, v.runner_seq, v.ticket_seq, v.point, v.passed_at, ${source}
        FROM unnest(${sql.param(rows.map((r) => r.runner.runnerSeq))}::int[], ${sql.param(rows.map((r) => r.runner.ticketSeq))}::int[],
                    ${sql.param(rows.map((r) => r.point))}::text[], ${sql.param(rows.map((r) => r.time.toISOString()))}::timestamptz[])
             AS v(runner_seq, ticket_seq, point, passed_at)
      ON CONFLICT (runner_seq, point, passed_at) DO NOTHING
      RETURNING runner_seq, point`);
    if (afterStore && stored.length)
      await afterStore(
        tx,
        stored.map((s) => ({ runnerSeq: s.runner_seq, point: s.point })),
      );
    return { accepted: stored.length, duplicates: rows.length - stored.length, rejected };
  });
}
