import 'server-only';
import type DataLoader from 'dataloader';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { getPool } from '@/db/client';
import { freshBatchLoader } from '@/lib/db/fresh-batch-loader';
import { countsSeen, pointsByKey, type Attempt } from './attempt-batch';
import { tooMany } from '@/lib/errors';

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

/**
 * Records one event for `key`; throws 429 (generic message) once the limit is passed. Returns the
 * events counted in the window, this one included.
 */
export async function consume(spec: LimitSpec, key: string): Promise<number> {
  try {
    return (await limiter(spec).consume(key)).consumedPoints;
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
 * first and its result is withheld until `key`'s row has counted it (+1 for a miss, +0 for a hit,
 * under the row's lock, so parallel attempts of one client are counted one after another). A hit is
 * answered only while fewer than `spec.points` misses are counted, a miss only while at most
 * `spec.points` are; otherwise 429. So no more misses are answered than withAttempt answers, and a
 * blocked client learns nothing from hits either (every answer is 429).
 * A hit writes too (+0): a hit decided on a plain read of the count would be answered to a burst of
 * parallel guesses whose misses are not counted yet, so a guesser could try any number at once.
 * The attempts of a worker's concurrent visitors are counted by one upsert (countAttempt), with the
 * same outcome as one each. Ignores `spec.blockSec`. Never use it where `work` is costly (password
 * hashing) or has effects: unlike withAttempt, it runs for blocked clients too.
 */
export async function withCountedAttempt<T>(
  spec: LimitSpec,
  key: string,
  work: () => Promise<T>,
  isHit: (result: T) => boolean,
): Promise<T> {
  const result = await work();
  const hit = isHit(result);
  const seen = await countAttempt(spec, key, hit ? 0 : 1);
  if (hit ? seen >= spec.points : seen > spec.points) throw tooMany();
  return result;
}

const attemptCounters = new Map<string, DataLoader<Attempt, number>>();

/**
 * Adds `points` to `key`'s count of `spec` in rate-limiter-flexible's table, as its penalty() would
 * (same key form, window and reset when the window has run out), and returns the count after this
 * attempt. The attempts of one moment share one multi-row upsert (lib/db/fresh-batch-loader.ts), each
 * client's sum added once, and each attempt gets the count it would have seen counted alone in
 * arrival order (lib/security/attempt-batch.ts); rows are locked in key order, so batches of
 * several workers cannot deadlock. Throws the database's error.
 */
function countAttempt(spec: LimitSpec, key: string, points: number): Promise<number> {
  let counter = attemptCounters.get(spec.name);
  if (!counter) {
    counter = freshBatchLoader<Attempt, number>(async (attempts) => {
      const { keys, points: sums } = pointsByKey(attempts);
      const now = Date.now();
      const res = await getPool().query<{ key: string; points: number }>({
        name: 'rate-limits-count-attempts',
        text: `INSERT INTO rate_limits (key, points, expire)
               SELECT k, p, $3::bigint FROM unnest($1::varchar[], $2::int[]) WITH ORDINALITY AS t(k, p, n) ORDER BY n
               ON CONFLICT (key) DO UPDATE SET
                 points = CASE WHEN rate_limits.expire <= $4 THEN EXCLUDED.points ELSE rate_limits.points + EXCLUDED.points END,
                 expire = CASE WHEN rate_limits.expire <= $4 THEN EXCLUDED.expire ELSE rate_limits.expire END
               RETURNING key, points`,
        values: [keys, sums, now + spec.durationSec * 1000, now],
      });
      return countsSeen(attempts, new Map(res.rows.map((r) => [r.key, r.points])));
    });
    attemptCounters.set(spec.name, counter);
  }
  return counter.load({ key: `${spec.name}:${key}`, points });
}

/** Forgets `key` (e.g. after a successful login). */
export async function reset(spec: LimitSpec, key: string): Promise<void> {
  await limiter(spec).delete(key);
}
