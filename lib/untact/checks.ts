import type { UntactFlag } from '@/lib/codes';
import { cumulativeMetres, type TrackPoint } from './geo';

/** Thresholds of the automatic checks (issue: untact race). */
export const CHECK_LIMITS = {
  /** SPEED: 1 km covered in under this many seconds (2:50 /km, faster than any amateur road run). */
  fastestKmSeconds: 170,
  /** PAUSE: a gap between two consecutive points longer than this, in seconds. */
  pauseSeconds: 300,
  /** JUMP: one step between two consecutive points longer than this, in metres. */
  jumpMetres: 1000,
} as const;

/** What the checks need besides the points. */
export interface CheckContext {
  /** Course distance in metres (10 km course: 10000). */
  courseMetres: number;
  /** Activity window of the course (the days in which a run counts); null ends are open. */
  activityOpen: Date | null;
  activityClose: Date | null;
  /** Points dropped at parsing because their time was missing or not later than the one before. */
  droppedPoints: number;
}

/**
 * The automatic checks of an upload, run over the kept points in time order (advice for staff, who
 * decide OK/NG). Returns the raised flags in the order of UNTACT_FLAGS:
 * SPEED any 1 km covered in under 170 s; PAUSE a gap over 300 s; JUMP a step over 1,000 m;
 * TIME_ORDER a point was dropped for a bad timestamp; SHORT distance below the course distance;
 * WINDOW the run starts outside the activity window.
 */
export function runChecks(points: TrackPoint[], ctx: CheckContext): UntactFlag[] {
  const flags = new Set<UntactFlag>();
  const cum = cumulativeMetres(points);
  const t = points.map((p) => p.logtime.getTime() / 1000);
  // Two pointers: for each start i, the first j at least 1 km on; its time must not be too short.
  let j = 0;
  for (let i = 0; i < points.length; i++) {
    if (j < i) j = i;
    while (j < points.length && cum[j] - cum[i] < 1000) j++;
    if (j >= points.length) break;
    if (t[j] - t[i] < CHECK_LIMITS.fastestKmSeconds) {
      flags.add('SPEED');
      break;
    }
  }
  for (let i = 1; i < points.length; i++) {
    if (t[i] - t[i - 1] > CHECK_LIMITS.pauseSeconds) flags.add('PAUSE');
    if (cum[i] - cum[i - 1] > CHECK_LIMITS.jumpMetres) flags.add('JUMP');
  }
  if (ctx.droppedPoints > 0) flags.add('TIME_ORDER');
  const distance = points.length ? cum[cum.length - 1] : 0;
  if (Math.round(distance) < ctx.courseMetres) flags.add('SHORT');
  const start = points[0]?.logtime;
  if (!start || (ctx.activityOpen && start < ctx.activityOpen) || (ctx.activityClose && start > ctx.activityClose)) flags.add('WINDOW');
  const order: UntactFlag[] = ['SPEED', 'PAUSE', 'JUMP', 'TIME_ORDER', 'SHORT', 'WINDOW'];
  return order.filter((f) => flags.has(f));
}
