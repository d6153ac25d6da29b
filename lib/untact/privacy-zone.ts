import { haversineMetres, type TrackPoint } from './geo';

/** Radius of the privacy zone around a run's start and finish, metres. */
export const PRIVACY_ZONE_METRES = 200;

/**
 * The points of a run to show on a map others may see, with the runner's privacy zone on: every
 * point within PRIVACY_ZONE_METRES (straight line) of the first or the last point is left out, so
 * the first and last 200 m, and any pass near the start or finish (often the runner's home), are
 * not drawn. Distance, times and the certificate are computed from every point, not from these.
 * Points keep their order; an empty list stays empty.
 */
export function outsidePrivacyZone<P extends Pick<TrackPoint, 'latitude' | 'longitude'>>(
  points: P[],
  radiusMetres = PRIVACY_ZONE_METRES,
): P[] {
  if (points.length === 0) return points;
  const start = points[0];
  const finish = points[points.length - 1];
  return points.filter((p) => haversineMetres(p, start) > radiusMetres && haversineMetres(p, finish) > radiusMetres);
}
