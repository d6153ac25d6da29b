import type { TrackPoint } from './geo';

/** Metres per degree of latitude on the sphere used by haversineMetres. */
export const METRES_PER_DEG_LAT = (6_371_008.8 * Math.PI) / 180;

/**
 * A hand-made straight run north from near Daejeon for the unit tests: `steps` of `stepMetres` each,
 * `stepSeconds` apart, starting at `start`.
 */
export function straightRun(
  steps: number,
  stepMetres: number,
  stepSeconds: number,
  start = new Date('2026-11-20T00:00:00Z'),
): TrackPoint[] {
  return Array.from({ length: steps + 1 }, (_, i) => ({
    latitude: 36.35 + (i * stepMetres) / METRES_PER_DEG_LAT,
    longitude: 127.38,
    logtime: new Date(start.getTime() + i * stepSeconds * 1000),
  }));
}

/** The same points as GPX 1.1 track XML. */
export function toGpx11(points: TrackPoint[]): string {
  const pts = points
    .map((p) => `<trkpt lat="${p.latitude}" lon="${p.longitude}"><ele>70</ele><time>${p.logtime.toISOString()}</time></trkpt>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1"><trk><name>run</name><trkseg>${pts}</trkseg></trk></gpx>`;
}

/** The same points as GPX 1.0 waypoints (no track). */
export function toGpx10Waypoints(points: TrackPoint[]): string {
  const pts = points.map((p) => `<wpt lat="${p.latitude}" lon="${p.longitude}"><time>${p.logtime.toISOString()}</time></wpt>`).join('');
  return `<?xml version="1.0"?><gpx version="1.0" creator="test" xmlns="http://www.topografix.com/GPX/1/0">${pts}</gpx>`;
}

/** The same points as a TCX activity. */
export function toTcx(points: TrackPoint[]): string {
  const pts = points
    .map(
      (p) =>
        `<Trackpoint><Time>${p.logtime.toISOString()}</Time><Position><LatitudeDegrees>${p.latitude}</LatitudeDegrees><LongitudeDegrees>${p.longitude}</LongitudeDegrees></Position></Trackpoint>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2"><Activities><Activity Sport="Running"><Id>${points[0].logtime.toISOString()}</Id><Lap StartTime="${points[0].logtime.toISOString()}"><Track>${pts}</Track></Lap></Activity></Activities></TrainingCenterDatabase>`;
}
