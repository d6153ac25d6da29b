import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { Admission } from '@/lib/http/admission';
import { ActivityFileError, type ActivityProblem } from './activity-xml.mjs';
import type { TrackPoint } from './geo';

export { ActivityFileError, type ActivityProblem };

export interface ParsedActivity {
  format: 'gpx' | 'tcx';
  /** Points in file order whose time is valid and later than the point kept before them. */
  points: TrackPoint[];
  /** Points dropped because their time was missing, invalid or not later than the one before. */
  dropped: number;
}

/** The worker's entry: plain JavaScript beside this file, loaded by Node itself (no bundler). */
const WORKER_FILE = path.join(process.cwd(), 'lib/untact/activity-worker.mjs');

/**
 * What one parse may use: a 16 MB file of points needs under 20 MB of heap; a file that needs more,
 * or more than PARSE_TIMEOUT_MS, is refused ('untact.tooComplex') and its worker ended.
 */
const RESOURCE_LIMITS = { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 16, codeRangeSizeMb: 16, stackSizeMb: 4 };
export const PARSE_TIMEOUT_MS = 10_000;

/**
 * Parses at once per server process: two (the machine's cores are the site's); eight more may
 * wait their turn for up to 15 s, past that 503 Q0001 with Retry-After. Uploads are also limited
 * per runner and per client (upload.ts), so a queue forms only under attack.
 */
const parses = new Admission({ concurrency: 2, queueMax: 8, maxWaitMs: 15_000, retryAfterSec: 10 });

type WorkerAnswer =
  | { ok: true; format: 'gpx' | 'tcx'; dropped: number; lat: Float64Array; lon: Float64Array; ms: Float64Array }
  | { ok: false; problem: ActivityProblem };

/**
 * Reads a GPX (1.0 or 1.1; tracks, else routes, else waypoints) or TCX activity file in a worker
 * thread with a streaming XML parser (activity-xml.mjs), so no upload can hold the event loop that
 * answers everyone else, nor its heap: the worker has its own 64 MB heap, PARSE_TIMEOUT_MS, and the
 * parser's caps on elements, points and depth. A point whose time is missing or not later than the
 * previous kept point is dropped (TIME_ORDER), never an error. Rejects with ActivityFileError:
 * 'untact.badFile' (not well-formed GPX/TCX), 'untact.noPoints' (fewer than two timed points),
 * 'untact.tooComplex' (a cap, the heap or the time ran out); with 503 Q0001 when too many parses wait.
 */
export async function parseActivity(content: Uint8Array | string): Promise<ParsedActivity> {
  // A copy of its own, moved to the worker (a Buffer may share its memory with others).
  const bytes: Uint8Array<ArrayBuffer> = typeof content === 'string' ? new TextEncoder().encode(content) : new Uint8Array(content);
  const answer = await parses.run(() => inWorker(bytes));
  if (!answer.ok) throw new ActivityFileError(answer.problem);
  const points: TrackPoint[] = Array.from(answer.lat, (latitude, i) => ({
    latitude,
    longitude: answer.lon[i],
    logtime: new Date(answer.ms[i]),
  }));
  return { format: answer.format, points, dropped: answer.dropped };
}

/**
 * Runs one parse of `bytes` (moved to the worker) in a new worker thread. Rejects with the worker's
 * error when it could not run at all (a server fault, not the file's).
 */
function inWorker(bytes: Uint8Array<ArrayBuffer>): Promise<WorkerAnswer> {
  return new Promise((resolve, reject) => {
    // execArgv []: the server's own flags (a TypeScript loader) would only slow the worker's start.
    const worker = new Worker(WORKER_FILE, { resourceLimits: RESOURCE_LIMITS, execArgv: [], stdout: true, stderr: true });
    let settled = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      finish();
    };
    const tooComplex = () => settle(() => resolve({ ok: false, problem: 'untact.tooComplex' }));
    const timer = setTimeout(tooComplex, PARSE_TIMEOUT_MS);
    worker.once('message', (answer: WorkerAnswer) => settle(() => resolve(answer)));
    worker.once('error', (err: Error & { code?: string }) => {
      // Out of its heap: the file asked too much. Anything else is the server's fault.
      if (err.code === 'ERR_WORKER_OUT_OF_MEMORY') tooComplex();
      else settle(() => reject(err));
    });
    // Ended without an answer or an error (terminated from outside): nothing was parsed.
    worker.once('exit', () => settle(() => reject(new Error('activity parse worker exited without an answer'))));
    worker.postMessage(bytes, [bytes.buffer]);
  });
}
