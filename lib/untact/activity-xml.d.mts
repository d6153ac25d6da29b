/** Caps of one activity file (see activity-xml.mjs). */
export declare const ACTIVITY_LIMITS: Readonly<{
  maxBytes: number;
  maxPoints: number;
  maxElements: number;
  maxDepth: number;
  maxValueChars: number;
}>;

/** Why a file was refused; each is a catalogue key of the `untact` namespace. */
export type ActivityProblem = 'untact.badFile' | 'untact.noPoints' | 'untact.tooComplex';

export declare class ActivityFileError extends Error {
  constructor(problem: ActivityProblem);
  readonly problem: ActivityProblem;
}

/** A point as read: degrees, and its time in ms since the epoch. */
export interface ReadPoint {
  latitude: number;
  longitude: number;
  ms: number;
}

export declare function readActivityXml(
  bytes: Uint8Array,
  limits?: typeof ACTIVITY_LIMITS,
): { format: 'gpx' | 'tcx'; points: ReadPoint[]; dropped: number };

export declare function keepOrdered(
  raw: Array<[number, number, string | undefined]>,
  now?: number,
): { points: ReadPoint[]; dropped: number };
