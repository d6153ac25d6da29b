import 'server-only';
import PgBoss from 'pg-boss';
import { executorOf, type JobConnection } from './connection';
import type { JobKind } from './kind';
import { jobSettings } from './settings';

export interface EnqueueOptions {
  /** Not before this moment (a Date), or this many seconds from now. A moment already past runs at once. */
  startAfter?: Date | number;
  /**
   * Groups jobs for the kind's queue policy ('short': one waiting per key, 'singleton' / 'stately':
   * one running per key), or with `singletonSeconds`: one job per key and time slot, later ones of the
   * slot dropped (enqueue then returns null).
   */
  singletonKey?: string;
  singletonSeconds?: number;
  /** Job id (uuid) chosen by the caller, e.g. to store it beside its own row in the same statement. */
  id?: string;
  /** Higher runs first among jobs already due. Default 0. */
  priority?: number;
}

// One producer per schema and process. Never started: it only builds pg-boss's statements, and every
// statement runs on the connection `enqueue` is given (pg-boss's `db` option).
const producers = new Map<string, PgBoss>();
const NO_CONNECTION = {
  executeSql: () => Promise.reject(new Error('jobs: enqueue needs the caller’s connection')),
};

function producer(): PgBoss {
  const { schema } = jobSettings();
  let boss = producers.get(schema);
  if (!boss) producers.set(schema, (boss = new PgBoss({ db: NO_CONNECTION, schema, supervise: false, schedule: false, migrate: false })));
  return boss;
}

function sendOptions(opts: EnqueueOptions): PgBoss.SendOptions {
  const out: PgBoss.SendOptions = {};
  // Seconds from now become the moment itself: pg-boss's statement reads a number there as a date
  // ("date/time field value out of range"), which failed every job asked for in seconds.
  if (opts.startAfter !== undefined)
    out.startAfter =
      opts.startAfter instanceof Date ? opts.startAfter : new Date(Date.now() + Math.max(0, Math.ceil(opts.startAfter)) * 1000);
  if (opts.singletonKey !== undefined) out.singletonKey = opts.singletonKey;
  if (opts.singletonSeconds !== undefined) out.singletonSeconds = opts.singletonSeconds;
  if (opts.id !== undefined) out.id = opts.id;
  if (opts.priority !== undefined) out.priority = opts.priority;
  return out;
}

/**
 * Creates one job of `kind` on `conn`: pass the transaction of the business change (Drizzle `tx`, or
 * a `pg` client inside BEGIN) and the job is committed with it, or not at all. Its retry policy,
 * expiry and retention come from the kind's queue (lib/jobs/install.ts). Returns the job id, or null
 * when the queue policy or `singletonKey`/`singletonSeconds` dropped it as a duplicate of one already
 * waiting. Throws a ZodError for a payload the kind refuses (nothing written), and an Error when the
 * kind's queue does not exist (the database was not prepared: `npm start` and db/migrate.ts install
 * every queue of the registry).
 */
export async function enqueue<P>(conn: JobConnection, kind: JobKind<P>, payload: P, opts: EnqueueOptions = {}): Promise<string | null> {
  const data = kind.payload.parse(payload) as object;
  const id = await producer().send(kind.name, data, { ...sendOptions(opts), db: executorOf(conn) });
  if (id === null && kind.policy === 'standard' && opts.singletonKey === undefined && opts.singletonSeconds === undefined)
    throw new Error(`jobs: queue ${kind.name} does not exist (database not prepared)`);
  return id;
}

/** One job of enqueueMany: its payload and options (singletonSeconds aside). */
export interface JobItem<P> {
  payload: P;
  startAfter?: Date;
  singletonKey?: string;
  id?: string;
  priority?: number;
}

/**
 * Creates many jobs of `kind` in ONE statement on `conn` (as `enqueue`, for a batch: the accepted
 * applications of one accept batch each get their SMS delivery). A job whose singletonKey already
 * waits is dropped silently. Throws a ZodError for a refused payload (none written). Resolves with
 * nothing: give jobs an `id` to know it.
 */
export async function enqueueMany<P>(conn: JobConnection, kind: JobKind<P>, items: readonly JobItem<P>[]): Promise<void> {
  if (items.length === 0) return;
  const jobs: PgBoss.JobInsert[] = items.map((item) => ({
    name: kind.name,
    data: kind.payload.parse(item.payload) as object,
    ...(item.id !== undefined && { id: item.id }),
    ...(item.startAfter !== undefined && { startAfter: item.startAfter.toISOString() }),
    ...(item.singletonKey !== undefined && { singletonKey: item.singletonKey }),
    ...(item.priority !== undefined && { priority: item.priority }),
  }));
  await producer().insert(jobs, { db: executorOf(conn) });
}

/** A job of enqueueAll: its kind and its JobItem. */
export interface KindJob<P = unknown> extends JobItem<P> {
  kind: JobKind<P>;
}

/** One job of `kind` for enqueueAll (keeps the payload's type tied to its kind). */
export function jobOf<P>(kind: JobKind<P>, payload: P, opts: Omit<JobItem<P>, 'payload'> = {}): KindJob {
  return { kind, payload, ...opts } as KindJob;
}

/**
 * Creates jobs of several kinds in ONE statement on `conn` (as enqueueMany, whose jobs share one
 * kind): the accept batch of an opening rush writes each accepted entry's payment-deadline and
 * reminder jobs together. Throws a ZodError for a refused payload (none written).
 */
export async function enqueueAll(conn: JobConnection, jobs: readonly KindJob[]): Promise<void> {
  if (jobs.length === 0) return;
  const rows: PgBoss.JobInsert[] = jobs.map((j) => ({
    name: j.kind.name,
    data: j.kind.payload.parse(j.payload) as object,
    ...(j.id !== undefined && { id: j.id }),
    ...(j.startAfter !== undefined && { startAfter: j.startAfter.toISOString() }),
    ...(j.singletonKey !== undefined && { singletonKey: j.singletonKey }),
    ...(j.priority !== undefined && { priority: j.priority }),
  }));
  await producer().insert(rows, { db: executorOf(conn) });
}
