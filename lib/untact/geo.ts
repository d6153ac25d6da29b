/** A GPS point of an untact run: degrees WGS84 and the instant it was logged. */
export interface TrackPoint {
  latitude: number;
  longitude: number;
  logtime: Date;
}

const EARTH_RADIUS_M = 6_371_008.8; // mean Earth radius (IUGG), metres

/** Great-circle distance in metres between two points (haversine formula). */
export function haversineMetres(a: Pick<TrackPoint, 'latitude' | 'longitude'>, b: Pick<TrackPoint, 'latitude' | 'longitude'>): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Running total of distance in metres at each point (first point 0). */
export function cumulativeMetres(points: TrackPoint[]): number[] {
  const out = new Array<number>(points.length);
  let sum = 0;
  for (let i = 0; i < points.length; i++) {
    if (i > 0) sum += haversineMetres(points[i - 1], points[i]);
    out[i] = sum;
  }
  return out;
}

/**
 * The record of a run over its kept points (spec §3 untact record): distance in metres (haversine
 * over consecutive points, rounded), start and finish instants and elapseTime in seconds (last minus
 * first point). Null times when there are no points.
 */
export function summarise(points: TrackPoint[]): {
  distance: number;
  startTime: Date | null;
  finishTime: Date | null;
  elapseTime: number | null;
} {
  if (points.length === 0) return { distance: 0, startTime: null, finishTime: null, elapseTime: null };
  const cum = cumulativeMetres(points);
  const first = points[0].logtime;
  const last = points[points.length - 1].logtime;
  return {
    distance: Math.round(cum[cum.length - 1]),
    startTime: first,
    finishTime: last,
    elapseTime: Math.round((last.getTime() - first.getTime()) / 1000),
  };
}

/** Pace in seconds per km for `metres` covered in `seconds`; null when no distance. */
export function paceSecondsPerKm(metres: number, seconds: number | null): number | null {
  if (!seconds || metres <= 0) return null;
  return Math.round(seconds / (metres / 1000));
}
