/** Types of accept-limits.mjs (see there). */
import type { readSiteEnv } from '../env/schema.mjs';
type SiteEnv = ReturnType<typeof readSiteEnv>;
export declare function acceptLimitsOf(settings: { server: SiteEnv['server']; database: Pick<SiteEnv['database'], 'DB_POOL_MAX'> }): {
  concurrency: number;
  queueMax: number;
  maxWaitMs: number;
  retryAfterSec: number;
  inflightMax: number;
  holdMax: number;
};
export declare const ARRIVED_HEADER: string;
