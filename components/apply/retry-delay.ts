/** Longest wait between two tries of the waiting room, seconds. */
export const MAX_RETRY_DELAY_SEC = 30;

/**
 * Seconds the waiting room waits before try number `attempt` (1 = the first retry) after a 503 Q0001
 * that asked for `retryAfterSec`: at least Retry-After, growing with the attempts (x1, x2, x4, capped
 * at MAX_RETRY_DELAY_SEC), plus random jitter of up to the same amount again so that the runners
 * refused in the same instant do not all come back in the same instant. `random` is in [0, 1).
 */
export function retryDelaySec(retryAfterSec: number | null | undefined, attempt: number, random = Math.random()): number {
  const base = Math.max(1, retryAfterSec ?? 2) * 2 ** Math.min(Math.max(attempt - 1, 0), 2);
  return Math.min(MAX_RETRY_DELAY_SEC, Math.ceil(base * (1 + random)));
}
