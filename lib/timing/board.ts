import type { TimingPoint } from '@/lib/codes';
import { formatHms } from '@/lib/format/units';
import { pointsOfCourse } from './points';

/**
 * The preliminary results board of one course (live results), computed from every passing
 * stored so far each time it is asked for: a passing arriving late or out of order simply joins the
 * set, and places come out as if they had arrived in race order. Pure (the database part is
 * lib/timing/live.ts), so the rules are unit-tested.
 *
 * Rules: a runner's own start is their start-mat passing (the last one before their first later
 * passing: a runner who crossed the mat warming up starts with the later read), else the course's
 * gun start. Every other point counts its first passing. Net time = finish − own start. Finishers
 * are placed by net time (equal times share a place, 1-2-2-4), overall and by gender; runners on the
 * course follow, furthest point first, then earliest there, without a place.
 */

export interface RunnerPassings {
  runnerSeq: number;
  backNo: number | null;
  runnerName: string;
  gender: 'M' | 'F';
  /** Every passing time of the runner at each point (any order). */
  times: Partial<Record<TimingPoint, Date[]>>;
}

export interface BoardRow {
  /** Overall place among finishers; null while on the course (or without a start time). */
  place: number | null;
  genderPlace: number | null;
  runnerSeq: number;
  backNo: number | null;
  runnerName: string;
  gender: 'M' | 'F';
  /** Net time at each split point passed, 'H:MM:SS'. */
  splits: Partial<Record<TimingPoint, string>>;
  /** Net finish time 'H:MM:SS', null while on the course. */
  finishTime: string | null;
  /** Net finish time in seconds. */
  finishSeconds: number | null;
  /** The furthest point passed. */
  lastPoint: TimingPoint | null;
}

interface Computed extends BoardRow {
  reached: number;
  lastAt: number;
  finishAt: number;
}

const earliest = (list: Date[] | undefined) => (list?.length ? Math.min(...list.map((d) => d.getTime())) : null);

/** The board of a course of `distanceKm` whose gun fired at `gunStart` (null when unknown). */
export function computeBoard(distanceKm: number, gunStart: Date | null, runners: readonly RunnerPassings[]): BoardRow[] {
  const points = pointsOfCourse(distanceKm);
  const computed: Computed[] = runners.map((r) => {
    const firstAt = new Map<TimingPoint, number>();
    for (const p of points) {
      if (p === 'start') continue;
      const t = earliest(r.times[p]);
      if (t !== null) firstAt.set(p, t);
    }
    const firstLater = firstAt.size ? Math.min(...firstAt.values()) : Infinity;
    const starts = (r.times.start ?? []).map((d) => d.getTime()).filter((t) => t < firstLater);
    const ownStart = starts.length ? Math.max(...starts) : null;
    const startRef = ownStart ?? gunStart?.getTime() ?? null;
    const splits: BoardRow['splits'] = {};
    let reached = ownStart !== null ? 1 : 0;
    let lastAt = ownStart ?? 0;
    let lastPoint: TimingPoint | null = ownStart !== null ? 'start' : null;
    points.forEach((p, i) => {
      const t = firstAt.get(p);
      if (t === undefined) return;
      if (i + 1 > reached) {
        reached = i + 1;
        lastAt = t;
        lastPoint = p;
      }
      if (p !== 'finish' && startRef !== null) splits[p] = formatHms((t - startRef) / 1000);
    });
    const finishAt = firstAt.get('finish');
    const finishSeconds = finishAt !== undefined && startRef !== null ? Math.round((finishAt - startRef) / 1000) : null;
    return {
      place: null,
      genderPlace: null,
      runnerSeq: r.runnerSeq,
      backNo: r.backNo,
      runnerName: r.runnerName,
      gender: r.gender,
      splits,
      finishTime: finishSeconds === null ? null : formatHms(finishSeconds),
      finishSeconds,
      lastPoint,
      reached,
      lastAt,
      finishAt: finishAt ?? Infinity,
    };
  });

  computed.sort(
    (a, b) =>
      Number(a.finishSeconds === null) - Number(b.finishSeconds === null) ||
      (a.finishSeconds ?? 0) - (b.finishSeconds ?? 0) ||
      a.finishAt - b.finishAt ||
      b.reached - a.reached ||
      a.lastAt - b.lastAt ||
      (a.backNo ?? Infinity) - (b.backNo ?? Infinity) ||
      a.runnerSeq - b.runnerSeq,
  );
  const placeBy = new Map<string, { n: number; lastSeconds: number; lastPlace: number }>();
  const placeIn = (key: string, seconds: number) => {
    const s = placeBy.get(key) ?? { n: 0, lastSeconds: -1, lastPlace: 0 };
    s.n++;
    if (seconds !== s.lastSeconds) s.lastPlace = s.n;
    s.lastSeconds = seconds;
    placeBy.set(key, s);
    return s.lastPlace;
  };
  return computed.map((c) => {
    const row: BoardRow = {
      place: null,
      genderPlace: null,
      runnerSeq: c.runnerSeq,
      backNo: c.backNo,
      runnerName: c.runnerName,
      gender: c.gender,
      splits: c.splits,
      finishTime: c.finishTime,
      finishSeconds: c.finishSeconds,
      lastPoint: c.lastPoint,
    };
    if (row.finishSeconds !== null) {
      row.place = placeIn('all', row.finishSeconds);
      row.genderPlace = placeIn(row.gender, row.finishSeconds);
    }
    return row;
  });
}
