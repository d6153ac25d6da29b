import 'server-only';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { getPool } from '@/db/client';
import { ApiError } from '@/lib/http/errors';

/**
 * Rate limits backed by PostgreSQL (rate-limiter-flexible), so they hold across server processes.
 * Keys are hashed by the caller when they contain personal data.
 */
const limiters = new Map<string, RateLimiterPostgres>();

export interface LimitSpec {
  /** Distinct name (key prefix). */
  name: string;
  /** Events allowed per window. */
  points: number;
  /** Window length in seconds. */
  durationSec: number;
  /** Lock-out length in seconds once exceeded (default: rest of the window). */
  blockSec?: number;
}

function limiter(spec: LimitSpec): RateLimiterPostgres {
  let l = limiters.get(spec.name);
  if (!l) {
    l = new RateLimiterPostgres({
      storeClient: getPool(),
      storeType: 'pool',
      tableName: 'rate_limits',
      tableCreated: true, // created by the migrations (db/schema/rate-limits.ts)
      keyPrefix: spec.name,
      points: spec.points,
      duration: spec.durationSec,
      blockDuration: spec.blockSec ?? 0,
    });
    limiters.set(spec.name, l);
  }
  return l;
}

/** Records one event for `key`; throws 429 (generic message) once the limit is passed. */
export async function consume(spec: LimitSpec, key: string): Promise<void> {
  try {
    await limiter(spec).consume(key);
  } catch (e) {
    if (e instanceof RateLimiterRes) throw tooMany();
    throw e;
  }
}

/**
 * Takes one point of `key` BEFORE the guarded work runs, atomically in PostgreSQL (an upsert that
 * increments), so parallel guesses cannot all pass a check made before any of them is counted.
 * Runs `work`; gives the point back when `work` succeeds and `isHit(result)` holds (only misses
 * count: a throw, or a result `isHit` calls a miss). Throws 429 when no point is left, without
 * running `work`.
 */
export async function withAttempt<T>(
  spec: LimitSpec,
  key: string,
  work: () => Promise<T>,
  isHit: (result: T) => boolean = () => true,
): Promise<T> {
  await consume(spec, key);
  const result = await work();
  if (isHit(result))
    await limiter(spec)
      .reward(key, 1)
      .catch(() => undefined);
  return result;
}

/**
 * withAttempt for CHEAP, READ-ONLY work (an indexed lookup), in one write instead of two: `work` runs
 * first and its result is withheld until one atomic upsert of `key`'s row has counted it (+1 for a
 * miss, +0 for a hit, under the row's lock, so parallel attempts of one client are counted one after
 * another). A hit is answered only while fewer than `spec.points` misses are counted, a miss only
 * while at most `spec.points` are; otherwise 429. So no more misses are answered than withAttempt
 * answers, and a blocked client learns nothing from hits either (every answer is 429).
 * A hit writes too (+0): a hit decided on a plain read of the count would be answered to a burst of
 * parallel guesses whose misses are not counted yet, so a guesser could try any number at once.
 * Ignores `spec.blockSec`. Never use it where `work` is costly (password hashing) or has effects:
 * unlike withAttempt, it runs for blocked clients too.
 */
export async function withCountedAttempt<T>(
  spec: LimitSpec,
  key: string,
  work: () => Promise<T>,
  isHit: (result: T) => boolean,
): Promise<T> {
  const result = await work();
  const hit = isHit(result);
  const counted = await limiter(spec).penalty(key, hit ? 0 : 1);
  if (hit ? counted.consumedPoints >= spec.points : counted.consumedPoints > spec.points) throw tooMany();
  return result;
}

/** Forgets `key` (e.g. after a successful login). */
export async function reset(spec: LimitSpec, key: string): Promise<void> {
  await limiter(spec).delete(key);
}

export function tooMany(): ApiError {
  return new ApiError(429, 'S0429', 'too many attempts', 'errors.tooMany');
}
