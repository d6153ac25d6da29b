import type { z } from 'zod';
import type { HoldBack } from './hold-back';

/**
 * A kind of job the site runs in the background: deliveries (SMS), deadlines, reminders, invitation
 * expiries, bulk messages, OCR, retention. Each kind is one pg-boss queue (ARCHITECTURE.md "scheduled
 * work"); its definition says what a job carries, what runs it, how a failure is retried and how much
 * of it one process runs at once. Declared beside the domain it serves (lib/sms/delivery-job.ts) and
 * listed once in lib/jobs/registry.ts, which every worker process starts.
 *
 * Handlers run AT LEAST once per job: a worker that dies mid-job (a kill, a deploy, a crash) leaves
 * the job active until `expireInSeconds` pass, and it is then run again, by any process. So a
 * handler checks the state it changes before it changes it (a row still QUEUED, an entry still RSVT,
 * under a row lock or a conditional UPDATE): that check, in the same database, is what makes the
 * effect happen exactly once. Payloads carry ids, never personal data: the queue keeps finished jobs
 * for a week (lib/jobs/runtime.ts), beyond the reach of the rules that erase names and phones.
 */
export interface JobContext {
  /** pg-boss job id (uuid): what `enqueue` returned, and the `id` column in the queue tables. */
  jobId: string;
  /** 1 for the first run, 2 for the first retry, … (a run cut short by a dead worker counts too). */
  attempt: number;
  /** True when a failure now is final: no retry follows, so the handler records the outcome itself. */
  lastAttempt: boolean;
  /** When the job was created (committed with the change that asked for it). */
  createdAt: Date;
}

/** How a failed job is tried again: `limit` retries after the first run, waiting `delaySeconds` (doubled each time with `backoff`, plus jitter). */
export interface RetryPolicy {
  limit: number;
  delaySeconds: number;
  backoff: boolean;
}

/**
 * pg-boss queue policies: 'standard' (every job runs), 'short' (at most one job waiting per
 * singletonKey: a second enqueue while one waits is dropped), 'singleton' (at most one job of a key
 * running at a time), 'stately' (one waiting and one running per key).
 */
export type QueuePolicy = 'standard' | 'short' | 'singleton' | 'stately';

export interface JobKindDefinition<P> {
  /** Queue name, kebab-case, stable (renaming one orphans the jobs waiting in the old queue). */
  name: string;
  /** What a job carries; checked when enqueued and again when run. Ids only, no personal data. */
  payload: z.ZodType<P>;
  /** Runs one job; a throw fails this run (retried by `retry`, the error's message kept in the queue). */
  handle: (payload: P, ctx: JobContext) => Promise<void>;
  retry: RetryPolicy;
  /** Longest one run may take (seconds) before the job counts as abandoned and runs again elsewhere. */
  expireInSeconds: number;
  /** Polling loops per process (each fetches and runs one batch at a time). Default 1. */
  concurrency?: number;
  /** Jobs fetched per poll, run side by side. Default 10. */
  batchSize?: number;
  /** Pause between polls of one loop, seconds (at least 0.5); a loop that found work polls again after it. Default 2. */
  pollingIntervalSeconds?: number;
  policy?: QueuePolicy;
  /** While the process accepts applications: hold back 5 s at a time ('briefly', the default) or until it is idle (lib/jobs/hold-back.ts). */
  holdBack?: HoldBack;
  /**
   * Days a job may wait past its start time without being run (the site down, no worker) before the
   * queue gives up on it (archived unrun). Default 30: downtime is caught up, not forgotten.
   */
  retentionDays?: number;
  /**
   * A job made from this cron expression (five fields, Asia/Seoul) with `payload`, once per matching
   * minute across all instances. Missed minutes (the site was down) are not made up: a cron job
   * should act on everything due at the moment it runs (every entry past its deadline, not "the
   * entries of 10:00"), so the next run after downtime catches up.
   */
  cron?: { expression: string; payload: P };
}

/** A job kind as the registry and `enqueue` use it: the definition with every default filled in. */
export type JobKind<P> = Required<Omit<JobKindDefinition<P>, 'cron'>> & Pick<JobKindDefinition<P>, 'cron'>;

const NAME_RE = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/**
 * Declares a job kind (see JobKindDefinition), filling in defaults and refusing settings pg-boss
 * would refuse later, at start: throws an Error naming the kind for a name that is not kebab-case, a
 * negative or fractional retry limit, an expiry under 1 s or of 24 hours or more, a polling interval
 * under 0.5 s, or a concurrency or batch size under 1. Pure.
 */
export function defineJob<P>(def: JobKindDefinition<P>): JobKind<P> {
  const kind: JobKind<P> = {
    concurrency: 1,
    batchSize: 10,
    pollingIntervalSeconds: 2,
    policy: 'standard',
    holdBack: 'briefly',
    retentionDays: 30,
    ...def,
  };
  const bad = (why: string) => new Error(`job kind ${JSON.stringify(def.name)}: ${why}`);
  if (!NAME_RE.test(kind.name)) throw bad('name must be kebab-case (a-z, 0-9, -)');
  if (!Number.isInteger(kind.retry.limit) || kind.retry.limit < 0) throw bad('retry.limit must be a whole number ≥ 0');
  if (!Number.isInteger(kind.retry.delaySeconds) || kind.retry.delaySeconds < 0) throw bad('retry.delaySeconds must be a whole number ≥ 0');
  if (!Number.isInteger(kind.expireInSeconds) || kind.expireInSeconds < 1 || kind.expireInSeconds >= 24 * 3600)
    throw bad('expireInSeconds must be a whole number from 1 to under 24 hours');
  if (!(kind.pollingIntervalSeconds >= 0.5)) throw bad('pollingIntervalSeconds must be at least 0.5');
  if (!Number.isInteger(kind.concurrency) || kind.concurrency < 1) throw bad('concurrency must be a whole number ≥ 1');
  if (!Number.isInteger(kind.batchSize) || kind.batchSize < 1) throw bad('batchSize must be a whole number ≥ 1');
  if (!Number.isInteger(kind.retentionDays) || kind.retentionDays < 1) throw bad('retentionDays must be a whole number ≥ 1');
  if (kind.cron && kind.cron.expression.trim().split(/\s+/).length !== 5) throw bad('cron.expression must have five fields');
  return kind;
}

/**
 * Seconds before retry `n` (1 = the first retry) of `policy`, as pg-boss computes it: `delaySeconds`
 * each time without backoff; with backoff `delaySeconds × 2^n / 2` plus up to as much again at random
 * (jitter, so a provider outage does not come back to a wall of retries). Returns [min, max]. For docs
 * and tests; pg-boss applies it in the database.
 */
export function retryDelayRange(policy: RetryPolicy, n: number): [number, number] {
  if (!policy.backoff) return [policy.delaySeconds, policy.delaySeconds];
  const delay = Math.max(policy.delaySeconds, 1);
  const half = (delay * 2 ** Math.min(16, n)) / 2;
  return [half, 2 * half];
}
