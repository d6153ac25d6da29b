/** Types of accept-limits.mjs (see there). */
export declare function acceptLimitsFromEnv(env: Record<string, string | undefined>): {
  concurrency: number;
  queueMax: number;
  maxWaitMs: number;
  retryAfterSec: number;
  inflightMax: number;
  holdMax: number;
};
export declare const ARRIVED_HEADER: string;
