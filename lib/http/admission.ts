import { env, type SiteEnv } from '@/lib/env';
import { acceptLimitsOf, ARRIVED_HEADER } from './accept-limits.mjs';
import { overloaded } from '@/lib/errors';
import type { RequestHead } from './request-head';

/** Settings of an admission queue (see Admission). */
export interface AdmissionLimits {
  /** Calls run at once (the database pool size: more would only wait inside the pool). */
  concurrency: number;
  /** Calls that may wait for a slot; one more is refused at once with 503 Q0001. */
  queueMax: number;
  /**
   * Longest wait before the work starts, ms, counted from the request's arrival in the worker; then
   * 503 Q0001 (no request hangs past 10 s, answer included; answered ones within about 1 s).
   */
  maxWaitMs: number;
  /** Seconds the client is told to wait before retrying (Retry-After). */
  retryAfterSec: number;
}

/**
 * A bounded queue in front of work that needs the database (the opening rush, ARCHITECTURE.md
 * performance): at most `concurrency` calls run, up to `queueMax` wait in arrival order, and the rest
 * are answered at once with 503 Q0001 + Retry-After, so a rush meets quick refusals the apply page
 * retries instead of timeouts. Per process: it only sheds load, it decides nothing about places.
 */
export class Admission {
  private running = 0;
  private readonly waiting: Array<{ go: () => void }> = [];

  constructor(readonly limits: AdmissionLimits) {}

  /** Calls now running and waiting (for tests and benchmarks). */
  get load() {
    return { running: this.running, waiting: this.waiting.length };
  }

  /**
   * Runs `work` when a slot is free; throws overloaded() (503 Q0001) when the queue is full or the wait would end
   * past `arrivedAt` (ms since the epoch, when the request reached the worker) + maxWaitMs.
   */
  async run<T>(work: () => Promise<T>, arrivedAt = Date.now()): Promise<T> {
    if (this.running >= this.limits.concurrency) await this.wait(waitBudgetMs(this.limits.maxWaitMs, arrivedAt, Date.now()));
    else this.running++;
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  private wait(budgetMs: number): Promise<void> {
    if (budgetMs <= 0 || this.waiting.length >= this.limits.queueMax) return Promise.reject(overloaded(this.limits.retryAfterSec));
    return new Promise((resolve, reject) => {
      const entry = {
        go: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      const timer = setTimeout(() => {
        const i = this.waiting.indexOf(entry);
        if (i >= 0) this.waiting.splice(i, 1);
        reject(overloaded(this.limits.retryAfterSec));
      }, budgetMs);
      this.waiting.push(entry);
    });
  }

  /** Hands the slot to the next waiting call (the running count stays), or frees it. */
  private release(): void {
    const next = this.waiting.shift();
    if (next) next.go();
    else this.running--;
  }
}

/**
 * Ms a request that arrived at `arrivedAt` may still wait at `now` (both ms since the epoch) with a
 * deadline of `maxWaitMs` from arrival; never more than maxWaitMs (a stamp from the future gains
 * nothing), 0 or less when the deadline has passed.
 */
export function waitBudgetMs(maxWaitMs: number, arrivedAt: number, now: number): number {
  return Math.min(maxWaitMs, arrivedAt + maxWaitMs - now);
}

/**
 * When `req` reached the worker (ms since the epoch): the server entry's stamp (server/shed-load.mjs),
 * else now (a server started without it, such as `next dev`).
 */
export function arrivedAt(req: RequestHead): number {
  const stamp = Number(req.headers.get(ARRIVED_HEADER));
  return Number.isFinite(stamp) && stamp > 0 ? stamp : Date.now();
}

/** Limits from the site's settings (lib/http/accept-limits.mjs), per worker process. */
export function acceptLimits(settings: Pick<SiteEnv, 'server' | 'database'> = env): AdmissionLimits {
  const { concurrency, queueMax, maxWaitMs, retryAfterSec } = acceptLimitsOf(settings);
  return { concurrency, queueMax, maxWaitMs, retryAfterSec };
}
