// Reads the track points of a GPX or TCX activity file with a streaming XML parser (saxes): no
// document tree is built, only the points are kept, and the work is bounded by caps on elements,
// points, nesting depth and kept text, so a hostile upload costs a bounded, small amount of CPU and
// memory whatever it holds. Plain JavaScript, so the parse worker (activity-worker.mjs) loads it
// without a build step; types in activity-xml.d.mts.
import { SaxesParser } from 'saxes';

/**
 * Caps of one activity file. A 6-hour run recorded every second has 21,600 points; Garmin
 * Connect's TCX spends 13-14 elements on each (time, position, altitude, distance, heart rate,
 * speed, cadence, power), GPX with Garmin's extensions 8.
 */
export const ACTIVITY_LIMITS = Object.freeze({
  /**
   * Bytes of the file: 16 MiB. Garmin Connect's TCX export spends about 700 bytes on a point (702
   * in a real export), 740 with running power, so 6 hours at one point a second is 15.0 MB and
   * 16.0 MB (14.3 and 15.2 MiB); its GPX with Garmin's TrackPointExtension about 380 bytes, 8.2 MB.
   * A unit test builds these files and checks they fit.
   */
  maxBytes: 16 * 1024 * 1024,
  /** Track points kept (12 hours at one a second). */
  maxPoints: 43_200,
  /** Elements of any kind (a 6-hour TCX has about 302,000). */
  maxElements: 1_000_000,
  /** Nesting depth (TCX goes 9 deep, GPX with extensions 7). */
  maxDepth: 32,
  /** Characters of a kept value (a time or a coordinate); longer is not a valid value. */
  maxValueChars: 64,
});

/** Why a file was refused: a catalogue key of the `untact` namespace. */
export class ActivityFileError extends Error {
  /** @param {'untact.badFile' | 'untact.noPoints' | 'untact.tooComplex'} problem */
  constructor(problem) {
    super(problem);
    this.name = 'ActivityFileError';
    this.problem = problem;
  }
}

const localName = (name) => name.slice(name.indexOf(':') + 1);

/**
 * Reads `bytes` (UTF-8, a BOM allowed) as GPX 1.0/1.1 (track points, else route points, else
 * waypoints, as a runner's watch or app writes them) or TCX (track points with a position), and
 * returns the points in file order with their own time, checked by `keepOrdered`. Throws
 * ActivityFileError: 'untact.badFile' for anything not well-formed GPX/TCX (a DOCTYPE included:
 * no activity file has one, and entity definitions are how XML bombs are made),
 * 'untact.tooComplex' past a cap of `limits`, 'untact.noPoints' when fewer than two timed points remain.
 * @param {Uint8Array} bytes
 * @param {typeof ACTIVITY_LIMITS} [limits]
 */
export function readActivityXml(bytes, limits = ACTIVITY_LIMITS) {
  if (bytes.length > limits.maxBytes) throw new ActivityFileError('untact.tooComplex');
  const parser = new SaxesParser({ xmlns: false, position: false });
  let root = '';
  let depth = 0;
  let elements = 0;
  /** @type {{ trkpt: Array<[number, number, string|undefined]>, rtept: Array<[number, number, string|undefined]>, wpt: Array<[number, number, string|undefined]> }} */
  const found = { trkpt: [], rtept: [], wpt: [] };
  let kept = 0;
  // The point being read: its kind, depth, coordinates and time.
  let point = null;
  // Whether the TCX point's child being read is its <Position>.
  let parentIsPosition = false;
  // The value being read (its field name), and its text so far.
  let field = null;
  let text = '';

  parser.on('error', () => {
    throw new ActivityFileError('untact.badFile');
  });
  parser.on('doctype', () => {
    throw new ActivityFileError('untact.badFile');
  });
  parser.on('opentag', (tag) => {
    depth++;
    if (++elements > limits.maxElements || depth > limits.maxDepth) throw new ActivityFileError('untact.tooComplex');
    const name = localName(tag.name);
    if (depth === 1) {
      root = name;
      if (root !== 'gpx' && root !== 'TrainingCenterDatabase') throw new ActivityFileError('untact.badFile');
      return;
    }
    if (!point) {
      if (root === 'gpx' && (name === 'trkpt' || name === 'rtept' || name === 'wpt')) {
        const attr = (a) => (typeof tag.attributes[a] === 'string' ? Number.parseFloat(tag.attributes[a]) : NaN);
        point = { kind: name, depth, lat: attr('lat'), lon: attr('lon'), time: undefined };
      } else if (root === 'TrainingCenterDatabase' && name === 'Trackpoint') {
        point = { kind: 'trkpt', depth, lat: NaN, lon: NaN, time: undefined };
      }
      return;
    }
    // Only the point's own fields: GPX <time> a child of the point, TCX <Time> a child and
    // <LatitudeDegrees>/<LongitudeDegrees> children of its <Position>; never a value inside extensions.
    const rel = depth - point.depth;
    if (root === 'gpx' && rel === 1 && name === 'time') field = 'time';
    else if (root !== 'gpx' && rel === 1 && name === 'Time') field = 'time';
    else if (root !== 'gpx' && rel === 2 && parentIsPosition && (name === 'LatitudeDegrees' || name === 'LongitudeDegrees')) field = name;
    else field = null;
    if (root !== 'gpx' && rel === 1) parentIsPosition = name === 'Position';
    text = '';
  });
  const addText = (t) => {
    if (field === null) return;
    text += t;
    if (text.length > limits.maxValueChars) text = text.slice(0, limits.maxValueChars + 1);
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', () => {
    if (point && field !== null && depth === point.depth + (field === 'time' ? 1 : 2)) {
      const value = text.trim();
      if (text.length <= limits.maxValueChars) {
        if (field === 'time') point.time = value;
        else if (field === 'LatitudeDegrees') point.lat = Number.parseFloat(value);
        else point.lon = Number.parseFloat(value);
      }
      field = null;
      text = '';
    }
    if (point && depth === point.depth) {
      // Like GPX and TCX readers: a point without both coordinates is not a point.
      if (!Number.isNaN(point.lat) && !Number.isNaN(point.lon)) {
        if (++kept > limits.maxPoints) throw new ActivityFileError('untact.tooComplex');
        found[point.kind].push([point.lat, point.lon, point.time]);
      }
      point = null;
      parentIsPosition = false;
    }
    depth--;
  });

  const decoder = new TextDecoder('utf-8');
  const CHUNK = 256 * 1024;
  try {
    for (let at = 0; at < bytes.length; at += CHUNK) {
      let chunk = decoder.decode(bytes.subarray(at, at + CHUNK), { stream: true });
      if (at === 0) chunk = chunk.replace(/^\uFEFF/, '');
      parser.write(chunk);
    }
    parser.write(decoder.decode());
    parser.close();
  } catch (err) {
    if (err instanceof ActivityFileError) throw err;
    throw new ActivityFileError('untact.badFile');
  }
  if (!root) throw new ActivityFileError('untact.badFile');
  const raw = found.trkpt.length ? found.trkpt : found.rtept.length ? found.rtept : found.wpt;
  const { points, dropped } = keepOrdered(raw);
  if (points.length < 2) throw new ActivityFileError('untact.noPoints');
  return { format: root === 'gpx' ? 'gpx' : 'tcx', points, dropped };
}

/** Earliest time a point may carry (GPS watches and apps of this century). */
const EARLIEST_MS = Date.UTC(2000, 0, 1);
/** A point may be at most a day ahead of the server's clock (time zones, a fast watch). */
const AHEAD_MS = 24 * 3600_000;

/**
 * The points in file order whose time is valid (from 2000 to a day from now: a year 1901, 10000 or
 * a negative one is not a run's) and later than the point kept before them, with coordinates on the
 * globe; the others are counted as dropped (the TIME_ORDER check), never an error.
 * @param {Array<[number, number, string|undefined]>} raw latitude, longitude, time text
 * @param {number} [now] the server's clock, ms
 */
export function keepOrdered(raw, now = Date.now()) {
  const points = [];
  let dropped = 0;
  let last = -Infinity;
  for (const [latitude, longitude, time] of raw) {
    const ms = time ? Date.parse(time) : NaN;
    const valid =
      ms >= EARLIEST_MS &&
      ms <= now + AHEAD_MS &&
      Number.isFinite(latitude) &&
      Number.isFinite(longitude) &&
      Math.abs(latitude) <= 90 &&
      Math.abs(longitude) <= 180;
    if (!valid || ms <= last) {
      dropped++;
      continue;
    }
    last = ms;
    points.push({ latitude, longitude, ms });
  }
  return { points, dropped };
}
