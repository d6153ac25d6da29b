/** Types of stop-bridge.mjs (see there). */
export declare function jobStops(): { entryStops: boolean; stops: Set<(timeoutMs?: number) => Promise<void>> };
export declare function stopJobs(timeoutMs?: number): Promise<void>;
