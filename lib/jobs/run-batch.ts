import type { JobContext, JobKind } from './kind';

/** A fetched job as pg-boss hands it over with `includeMetadata` (the fields used here). */
export interface FetchedJob {
  id: string;
  data: unknown;
  retryCount: number;
  retryLimit: number;
  createdOn: Date;
}

/** The queue operations a batch ends with (pg-boss's complete and fail; a fake in unit tests). */
export interface JobOutcomes {
  complete(name: string, ids: string[]): Promise<unknown>;
  fail(name: string, id: string, data: object): Promise<unknown>;
}

/** Where a batch reports: ids, kinds and error messages only, never payload contents. */
export interface JobLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Error text kept in the queue (the `output` column) and in logs: its message, shortened. */
export function errorText(err: unknown): string {
  return (err instanceof Error ? err.message : String(err)).slice(0, 500);
}

/**
 * `work`, or a rejection once `seconds` pass: a run that outlives its expiry would be run again
 * elsewhere anyway (lib/jobs/kind.ts), so its loop stops waiting for it and records it failed.
 */
async function withinSeconds(work: Promise<void>, seconds: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`did not finish within ${seconds} s`)), seconds * 1000);
  });
  try {
    await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Runs one fetched batch of `kind` side by side, each job on its own: a job whose handler resolves is
 * completed, one that throws (or whose payload the kind refuses) is failed alone with its error's
 * message, which pg-boss turns into a retry after the kind's backoff, or a final failure past its
 * limit. A run longer than the kind's `expireInSeconds` counts as failed. Never throws for a handler's failure. If recording the outcomes fails (database gone), it
 * throws, and pg-boss fails the whole batch: those jobs run again, which their handlers'
 * state checks make harmless (lib/jobs/kind.ts).
 */
export async function runBatch<P>(kind: JobKind<P>, jobs: readonly FetchedJob[], outcomes: JobOutcomes, log: JobLog): Promise<void> {
  const results = await Promise.all(
    jobs.map(async (job) => {
      const ctx: JobContext = {
        jobId: job.id,
        attempt: job.retryCount + 1,
        lastAttempt: job.retryCount >= job.retryLimit,
        createdAt: new Date(job.createdOn),
      };
      try {
        const payload = kind.payload.parse(job.data);
        await withinSeconds(kind.handle(payload, ctx), kind.expireInSeconds);
        return null;
      } catch (err) {
        const message = errorText(err);
        (ctx.lastAttempt ? log.error : log.warn).call(
          log,
          { job: kind.name, jobId: job.id, attempt: ctx.attempt, err: message },
          'job failed',
        );
        return message;
      }
    }),
  );
  const done = jobs.filter((_, i) => results[i] === null).map((j) => j.id);
  if (done.length) await outcomes.complete(kind.name, done);
  for (let i = 0; i < jobs.length; i++) {
    const message = results[i];
    if (message !== null) await outcomes.fail(kind.name, jobs[i].id, { message });
  }
}
