import { TIMING_POINTS, type TimingPoint } from '@/lib/codes';

/**
 * The timing points of a course (live results): the start, each 5 km split before the
 * finish, and the finish. A 10 km course has start, 5k and finish (its 10k mat is the finish line).
 * Client-safe.
 */
const SPLIT_KM: Partial<Record<TimingPoint, number>> = { '5k': 5, '10k': 10, '15k': 15 };

/** The points a runner of a course of `distanceKm` passes, in course order. */
export function pointsOfCourse(distanceKm: number): TimingPoint[] {
  return TIMING_POINTS.filter((p) => {
    const km = SPLIT_KM[p];
    return km === undefined || km < distanceKm - 0.05;
  });
}

/** The split points (between start and finish) of a course, for the columns of the board. */
export function splitPointsOfCourse(distanceKm: number): TimingPoint[] {
  return pointsOfCourse(distanceKm).filter((p) => p !== 'start' && p !== 'finish');
}
