/** Types of server-hooks.mjs (see there). */
export interface ServerHooks {
  /** Work started after answers, still running. */
  pendingWork: Set<Promise<unknown>>;
  /** Stops of this process's job runtimes: running jobs get `timeoutMs` to finish, the rest go back to the queue. */
  jobStops: Set<(timeoutMs?: number) => Promise<void>>;
  /** True when the server entry stops the jobs with its HTTP servers (else the job runtime listens for SIGTERM itself). */
  entryStopsJobs: boolean;
}
export declare function serverHooks(): ServerHooks;
export declare function trackPendingWork(work: Promise<unknown>): void;
export declare function settlePendingWork(): Promise<void>;
export declare function stopJobs(timeoutMs?: number): Promise<void>;
