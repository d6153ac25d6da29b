import { gpx, tcx } from '@tmcw/togeojson';
import { DOMParser } from '@xmldom/xmldom';
import type { Feature, Geometry } from 'geojson';
import type { TrackPoint } from './geo';

/** Why an activity file was refused; each is a catalogue key of the `untact` namespace. */
export type ActivityProblem = 'untact.badFile' | 'untact.noPoints';

export class ActivityFileError extends Error {
  constructor(readonly problem: ActivityProblem) {
    super(problem);
  }
}

export interface ParsedActivity {
  format: 'gpx' | 'tcx';
  /** Points in file order whose time is valid and later than the point kept before them. */
  points: TrackPoint[];
  /** Points dropped because their time was missing, invalid or not later than the one before. */
  dropped: number;
}

type Raw = { latitude: number; longitude: number; time: string | undefined };

/**
 * Reads a GPX (1.0 or 1.1; tracks, else routes, else waypoints) or TCX activity file with an XML
 * parser and @tmcw/togeojson, never with regular expressions. A point whose timestamp is missing or
 * not later than the previous kept point is dropped (TIME_ORDER), never an error. Throws
 * ActivityFileError 'untact.badFile' for anything that is not well-formed GPX/TCX and
 * 'untact.noPoints' when fewer than two timed points remain.
 */
export function parseActivity(content: Buffer | string): ParsedActivity {
  const text = (typeof content === 'string' ? content : content.toString('utf8')).replace(/^\uFEFF/, '');
  let doc: Document;
  try {
    const parser = new DOMParser({
      onError: (level: string) => {
        if (level !== 'warning') throw new ActivityFileError('untact.badFile');
      },
    });
    doc = parser.parseFromString(text, 'text/xml') as unknown as Document;
  } catch {
    throw new ActivityFileError('untact.badFile');
  }
  const root = doc?.documentElement?.localName;
  let raw: Raw[];
  if (root === 'gpx') raw = gpxPoints(gpx(doc).features);
  else if (root === 'TrainingCenterDatabase') raw = linePoints(tcx(doc).features);
  else throw new ActivityFileError('untact.badFile');
  const { points, dropped } = keepOrdered(raw);
  if (points.length < 2) throw new ActivityFileError('untact.noPoints');
  return { format: root === 'gpx' ? 'gpx' : 'tcx', points, dropped };
}

function gpxPoints(features: Feature<Geometry | null>[]): Raw[] {
  const tracks = features.filter((f) => f.properties?._gpxType === 'trk');
  const routes = features.filter((f) => f.properties?._gpxType === 'rte');
  const lines = linePoints(tracks);
  if (lines.length) return lines;
  const rte = linePoints(routes);
  if (rte.length) return rte;
  // A file of waypoints only: each waypoint with its own time.
  return features.flatMap((f) =>
    f.geometry?.type === 'Point'
      ? [{ longitude: f.geometry.coordinates[0], latitude: f.geometry.coordinates[1], time: timeOf(f.properties?.time) }]
      : [],
  );
}

function linePoints(features: Feature<Geometry | null>[]): Raw[] {
  const out: Raw[] = [];
  for (const f of features) {
    const g = f.geometry;
    const times = (f.properties?.coordinateProperties as { times?: unknown } | undefined)?.times;
    if (g?.type === 'LineString') {
      g.coordinates.forEach((c, i) =>
        out.push({ longitude: c[0], latitude: c[1], time: timeOf(Array.isArray(times) ? times[i] : undefined) }),
      );
    } else if (g?.type === 'MultiLineString') {
      g.coordinates.forEach((line, k) => {
        const lt = Array.isArray(times) ? times[k] : undefined;
        line.forEach((c, i) => out.push({ longitude: c[0], latitude: c[1], time: timeOf(Array.isArray(lt) ? lt[i] : undefined) }));
      });
    }
  }
  return out;
}

function timeOf(v: unknown): string | undefined {
  return typeof v === 'string' ? v : undefined;
}

function keepOrdered(raw: Raw[]): { points: TrackPoint[]; dropped: number } {
  const points: TrackPoint[] = [];
  let dropped = 0;
  let last = -Infinity;
  for (const r of raw) {
    const ms = r.time ? Date.parse(r.time) : NaN;
    const valid =
      Number.isFinite(ms) &&
      Number.isFinite(r.latitude) &&
      Number.isFinite(r.longitude) &&
      Math.abs(r.latitude) <= 90 &&
      Math.abs(r.longitude) <= 180;
    if (!valid || ms <= last) {
      dropped++;
      continue;
    }
    last = ms;
    points.push({ latitude: r.latitude, longitude: r.longitude, logtime: new Date(ms) });
  }
  return { points, dropped };
}
