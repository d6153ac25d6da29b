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
 * withAttempt for CHEAP, READ-ONLY work (an indexed lookup), without a write for a hit: `work` runs
 * while `key`'s count of misses is read, and its result is withheld until the count allows it. A hit
 * is answered only while fewer than `spec.points` misses are counted (a read: a right answer changes
 * nothing, so it needs no row lock, no commit and no WAL flush, which a race-day crowd looking up its
 * results would otherwise pay on every lookup). A miss is counted by one atomic upsert (+1 under the
 * row's lock, so parallel misses of one client are counted one after another) and answered only while
 * at most `spec.points` are. So no more misses are answered than withAttempt answers, and a blocked
 * client learns nothing from hits either (every answer is 429). Ignores `spec.blockSec`. Never use it
 * where `work` is costly (password hashing) or has effects: unlike withAttempt, it runs for blocked
 * clients too.
 */
export async function withCountedAttempt<T>(
  spec: LimitSpec,
  key: string,
  work: () => Promise<T>,
  isHit: (result: T) => boolean,
): Promise<T> {
  const [result, counted] = await Promise.all([work(), limiter(spec).get(key)]);
  if (isHit(result)) {
    if ((counted?.consumedPoints ?? 0) >= spec.points) throw tooMany();
    return result;
  }
  const missed = await limiter(spec).penalty(key, 1);
  if (missed.consumedPoints > spec.points) throw tooMany();
  return result;
}

/** Forgets `key` (e.g. after a successful login). */
export async function reset(spec: LimitSpec, key: string): Promise<void> {
  await limiter(spec).delete(key);
}

export function tooMany(): ApiError {
  return new ApiError(429, 'S0429', 'too many attempts', 'errors.tooMany');
}
