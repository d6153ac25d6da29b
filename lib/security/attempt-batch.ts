/**
 * The arithmetic of counting many clients' attempts in one statement (lib/security/rate-limit.ts
 * withCountedAttempt). A batch holds attempts in arrival order, each adding 0 (a hit) or 1 (a miss) to
 * its client's count. The statement adds each client's sum once (a multi-row upsert may touch a row
 * only once) and returns the client's count after it; each attempt is then given the count it would
 * have seen had the attempts been counted one after another, in arrival order, under the row's lock.
 * Framework-free, so that this equivalence is unit-tested.
 */

export interface Attempt {
  /** The limiter's storage key of the client. */
  key: string;
  /** Points this attempt adds: 0 for a hit, 1 for a miss. */
  points: number;
}

/** Each client's sum of points in the batch, keys sorted (every batch locks rows in one order: no deadlock). */
export function pointsByKey(attempts: readonly Attempt[]): { keys: string[]; points: number[] } {
  const sums = new Map<string, number>();
  for (const a of attempts) sums.set(a.key, (sums.get(a.key) ?? 0) + a.points);
  const keys = [...sums.keys()].sort();
  return { keys, points: keys.map((k) => sums.get(k)!) };
}

/**
 * The count each attempt sees, in the order of `attempts`: its client's count before the batch (the
 * count after it, `after`, less the batch's sum for that client), plus the points of that client's
 * attempts up to and including this one.
 */
export function countsSeen(attempts: readonly Attempt[], after: ReadonlyMap<string, number>): number[] {
  const { keys, points } = pointsByKey(attempts);
  const running = new Map(keys.map((k, i) => [k, (after.get(k) ?? points[i]) - points[i]]));
  return attempts.map((a) => {
    const seen = running.get(a.key)! + a.points;
    running.set(a.key, seen);
    return seen;
  });
}
