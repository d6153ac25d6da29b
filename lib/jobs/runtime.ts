import 'server-only';
import { setMaxListeners } from 'node:events';
import PgBoss from 'pg-boss';
import type { JobKind } from './kind';
import { holdsBack } from './hold-back';
import { processBusy } from './pressure.mjs';
import { errorText, runBatch, type FetchedJob, type JobLog } from './run-batch';
import type { JobSettings } from './settings';

// Job kinds of any payload type live side by side in one registry.
type AnyKind = JobKind<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Seconds between pg-boss's maintenance rounds (expired active jobs retried, old ones archived), shared by all processes. */
const MAINTENANCE_SECONDS = 60;

/**
 * A pg-boss instance on `connectionString` for `settings.schema`, with its own small pool
 * (`settings.poolMax`). With `work`, it also supervises (jobs left active by a dead process are
 * retried once their expiry passes; finished jobs move to the archive after 12 hours and are deleted
 * 7 days later) and makes the cron jobs; both are coordinated through the database, so any number of
 * processes may run them. Not started.
 */
export function createBoss(connectionString: string, settings: JobSettings, work: boolean): PgBoss {
  return new PgBoss({
    connectionString,
    schema: settings.schema,
    max: settings.poolMax,
    application_name: 'marathon-jobs',
    migrate: true,
    supervise: work,
    schedule: work,
    maintenanceIntervalSeconds: MAINTENANCE_SECONDS,
  });
}

/**
 * Makes the database match the registry: one queue per kind with the kind's policy, retry, expiry and
 * retention (created, or updated when the code changed them), and the cron schedules of the kinds
 * that have one (Asia/Seoul); schedules of kinds no longer in the registry are removed. Idempotent,
 * and safe while other processes do the same.
 */
export async function prepareQueues(boss: PgBoss, kinds: readonly AnyKind[]): Promise<void> {
  for (const kind of kinds) {
    const queue = {
      name: kind.name,
      policy: kind.policy,
      retryLimit: kind.retry.limit,
      retryDelay: kind.retry.delaySeconds,
      retryBackoff: kind.retry.backoff,
      expireInSeconds: kind.expireInSeconds,
      retentionMinutes: kind.retentionDays * 24 * 60,
    };
    await boss.createQueue(kind.name, queue);
    await boss.updateQueue(kind.name, queue);
  }
  const scheduled = new Map(kinds.filter((k) => k.cron).map((k) => [k.name, k]));
  for (const s of await boss.getSchedules()) if (!scheduled.has(s.name)) await boss.unschedule(s.name);
  for (const kind of scheduled.values()) {
    await boss.schedule(kind.name, kind.cron!.expression, kind.payload.parse(kind.cron!.payload) as object, { tz: 'Asia/Seoul' });
  }
}

/**
 * Installs (or migrates) the queue tables in `settings.schema` and prepares every queue of `kinds`,
 * then closes its connections: run before the site serves (`npm start`, `npm test`, db/migrate.ts),
 * so that any process can enqueue, including those that run no jobs (JOBS_WORKER=0).
 */
export async function installJobs(connectionString: string, settings: JobSettings, kinds: readonly AnyKind[]): Promise<void> {
  const boss = createBoss(connectionString, { ...settings, poolMax: 1 }, false);
  await boss.start();
  try {
    await prepareQueues(boss, kinds);
  } finally {
    await boss.stop({ graceful: false });
  }
}

export interface JobRuntime {
  /**
   * Stops fetching, lets running jobs finish for up to `timeoutMs` (default 8,000), then gives the
   * unfinished ones back to the queue as failed runs (retried after their backoff, by any process)
   * and closes the connections. Idempotent.
   */
  stop(timeoutMs?: number): Promise<void>;
}

/** Gives jobs back to the queue as failed runs with `message` (retried after their backoff). */
async function failEach(boss: PgBoss, name: string, ids: readonly string[], message: string): Promise<void> {
  for (const id of ids) await boss.fail(name, id, { message });
}

/** Waits `ms`, or less when `signal` aborts (a stop must not wait out a poll interval). */
const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const wake = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', wake);
      resolve();
    };
    const timer = setTimeout(wake, ms);
    signal.addEventListener('abort', wake, { once: true });
  });

/**
 * Starts running the jobs of `kinds` in this process: installs or migrates the queue tables, prepares
 * the queues, retries at once the jobs a dead process left active past their expiry (catch-up after a
 * crash), then runs `kind.concurrency` polling loops per kind. Each loop fetches up to `batchSize` due
 * jobs (FOR UPDATE SKIP LOCKED: a job goes to exactly one loop of one process), runs them
 * (lib/jobs/run-batch.ts), and polls again at once when the batch was full, else after
 * `pollingIntervalSeconds`. While the process accepts applications (lib/jobs/pressure.mjs) a loop
 * holds back, fetching at most one batch every 5 s. Jobs whose time passed while no process ran are
 * simply due: the first poll after a start takes them. Logs through `log` (ids and messages only).
 * Rejects when the database cannot be reached at start.
 */
export async function startJobRuntime(opts: {
  connectionString: string;
  settings: JobSettings;
  kinds: readonly AnyKind[];
  log: JobLog;
}): Promise<JobRuntime> {
  const boss = createBoss(opts.connectionString, opts.settings, true);
  boss.on('error', (err: Error) => opts.log.warn({ err: errorText(err) }, 'job queue error'));
  try {
    await boss.start();
    await prepareQueues(boss, opts.kinds);
    await boss.expire();
  } catch (err) {
    // Its pool and timers must not outlive a failed start (the caller tries again with a new one).
    await boss.stop({ graceful: false }).catch(() => undefined);
    throw err;
  }

  const stopping = new AbortController();
  // Every kind's loop sleeps on this one signal (Node warns of a leak past 10 listeners by default).
  setMaxListeners(opts.kinds.length + 1, stopping.signal);
  /** Jobs fetched and not yet finished, by id, with their kind (given back to the queue at a stop past the timeout). */
  const running = new Map<string, string>();
  const outcomes = {
    complete: (name: string, ids: string[]) => boss.complete(name, ids),
    fail: (name: string, id: string, data: object) => boss.fail(name, id, data),
  };

  const loop = async (kind: AnyKind) => {
    let heldBackSince = 0;
    while (!stopping.signal.aborted) {
      // While the process accepts applications, an opening rush keeps the CPU and the database (lib/jobs/hold-back.ts).
      if (processBusy() && holdsBack(kind.holdBack, Date.now() - (heldBackSince ||= Date.now()))) {
        await sleep(kind.pollingIntervalSeconds * 1000, stopping.signal);
        continue;
      }
      heldBackSince = 0;
      let jobs: FetchedJob[] = [];
      try {
        jobs = await boss.fetch<unknown>(kind.name, { batchSize: kind.batchSize, includeMetadata: true });
        if (stopping.signal.aborted && jobs.length) {
          // Fetched while the stop began: back to the queue untouched.
          await failEach(
            boss,
            kind.name,
            jobs.map((j) => j.id),
            'worker stopping',
          );
          return;
        }
        for (const j of jobs) running.set(j.id, kind.name);
        await runBatch(kind, jobs, outcomes, opts.log);
      } catch (err) {
        opts.log.error({ job: kind.name, err: errorText(err) }, 'job batch not recorded; its jobs run again after their expiry');
      } finally {
        for (const j of jobs) running.delete(j.id);
      }
      if (jobs.length < kind.batchSize) await sleep(kind.pollingIntervalSeconds * 1000, stopping.signal);
    }
  };
  const loops = opts.kinds.flatMap((kind) => Array.from({ length: kind.concurrency }, () => loop(kind)));

  let stopped: Promise<void> | undefined;
  return {
    stop(timeoutMs = 8_000) {
      stopped ??= (async () => {
        stopping.abort();
        const all = Promise.allSettled(loops);
        await Promise.race([all, new Promise((r) => setTimeout(r, timeoutMs).unref())]);
        const left = new Map<string, string[]>();
        for (const [id, name] of running) left.set(name, [...(left.get(name) ?? []), id]);
        for (const [name, ids] of left) {
          opts.log.warn({ job: name, jobs: ids.length }, 'jobs still running at stop; given back to the queue');
          await failEach(boss, name, ids, 'worker stopped before the job finished').catch(() => undefined);
        }
        await boss.stop({ graceful: false });
      })();
      return stopped;
    },
  };
}
