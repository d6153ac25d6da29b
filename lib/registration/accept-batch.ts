import 'server-only';
import type DataLoader from 'dataloader';
import type { Db } from '@/db/client';
import { freshBatchLoader } from '@/lib/db/fresh-batch-loader';
import { withPoolClient } from '@/lib/db/pool-client';
import { joinSeqExhausted } from '@/lib/errors';
import { enqueueAll, type KindJob } from '@/lib/jobs/enqueue';
import { queueSms, type SmsDraft } from '@/lib/sms/outbox';
import { JOIN_SEQ_TRIES, randomJoinSeq } from './join-seq';
import { joinerJson, runnerJson, type JoinerValues, type RunnerValues } from './rows';

/** The outcome of one application for one course. */
export type AcceptOutcome =
  | { kind: 'accepted'; joinerId: number; joinSeq: number; filled: boolean }
  | { kind: 'full' }
  | { kind: 'conflict'; constraint: string | undefined }
  /** The applicant phone has made the registrations one phone may (REGISTRATIONS_PER_PHONE); nothing stored. */
  | { kind: 'limit' }
  /** The consent texts its form showed (joiner.consentVersion) are no longer the ones in force; nothing stored. */
  | { kind: 'consent' };

/** The SMS an accepted application sends, given its joinerId and joinSeq (null: none). */
export type AcceptedSms = (joinerId: number, joinSeq: number) => SmsDraft | null;

/** What an accepted application brings with it, written in the same transaction as the acceptance. */
export interface AcceptEffects {
  /** Its SMS (lib/sms/outbox.ts). */
  sms?: AcceptedSms;
  /** Its jobs (the payment deadline and reminder, lib/places/schedule.ts), given its joinerId. */
  jobs?: (joinerId: number) => KindJob[];
  /** The most registrations its applicant phone may have in the edition (REGISTRATIONS_PER_PHONE); null or absent: no limit. */
  phoneLimit?: number | null;
}

/** One application for one course, with what its acceptance brings. */
interface Application extends AcceptEffects {
  joiner: JoinerValues;
  runners: RunnerValues[];
}

/** A row of accept_one_course_batch (its current source: db/functions/accept_one_course_batch.sql). */
interface BatchRow {
  app_ord: number;
  app_outcome: 'accepted' | 'full' | 'conflict' | 'exhausted' | 'limit' | 'consent' | null;
  app_joiner_id: number | null;
  app_join_seq: number | null;
  app_detail: string | null;
  course_filled: boolean | null;
}

const STATEMENT = { name: 'accept-one-course-batch', text: 'SELECT * FROM accept_one_course_batch($1::int, $2::jsonb)' };

/** The application as the function reads it: joiner and runner rows by column name (lib/registration/rows.ts), and its candidate numbers. */
function toJson(a: Application) {
  return {
    j: joinerJson(a.joiner),
    ...(a.phoneLimit != null && { pl: a.phoneLimit }),
    r: a.runners.map(runnerJson),
    s: Array.from({ length: JOIN_SEQ_TRIES }, randomJoinSeq),
  };
}

/** The outcome of one row, or the Error its application gets. */
function outcomeOf(row: BatchRow | undefined, filled: boolean): AcceptOutcome | Error {
  switch (row?.app_outcome) {
    case 'accepted':
      return { kind: 'accepted', joinerId: row.app_joiner_id!, joinSeq: row.app_join_seq!, filled };
    case 'full':
      return { kind: 'full' };
    case 'conflict':
      return { kind: 'conflict', constraint: row.app_detail ?? undefined };
    case 'exhausted':
      return joinSeqExhausted();
    case 'limit':
      return { kind: 'limit' };
    case 'consent':
      return { kind: 'consent' };
    default:
      return new Error('accept batch: no outcome for an application');
  }
}

/**
 * One call of accept_one_course_batch for `apps`, in arrival order; throws the database's error
 * (nothing stored). When applications carry an SMS or jobs, the call, the accepted ones' outbox rows
 * with their delivery jobs (lib/sms/outbox.ts) and their other jobs (payment deadline and reminder,
 * all kinds in one statement) are one transaction: an accepted application always has them.
 */
async function callBatch(db: Db, ticketSeq: number, apps: readonly Application[]): Promise<Array<AcceptOutcome | Error>> {
  const query = { ...STATEMENT, values: [ticketSeq, JSON.stringify(apps.map(toJson))] };
  const rows = await withPoolClient(db, async (client) => {
    if (!apps.some((a) => a.sms || a.jobs)) return (await client.query<BatchRow>(query)).rows;
    await client.query('BEGIN');
    try {
      const res = await client.query<BatchRow>(query);
      const accepted = res.rows.filter((r) => r.app_outcome === 'accepted');
      const drafts = accepted.flatMap((r) => apps[r.app_ord - 1].sms?.(r.app_joiner_id!, r.app_join_seq!) ?? []);
      await queueSms(client, drafts);
      await enqueueAll(
        client,
        accepted.flatMap((r) => apps[r.app_ord - 1].jobs?.(r.app_joiner_id!) ?? []),
      );
      await client.query('COMMIT');
      return res.rows;
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    }
  });
  const byOrd = new Map(rows.map((r) => [r.app_ord, r]));
  const filled = byOrd.get(0)?.course_filled === true;
  return apps.map((_, i) => outcomeOf(byOrd.get(i + 1), filled));
}

/**
 * Sends one batch of `ticketSeq`'s applications and gives each its outcome. A call that fails as a
 * whole stored nothing (a deadlock with another transaction over a runner, or one application's data
 * refused by a check): its applications are then tried one by one, so that one cannot fail the others.
 */
async function acceptBatch(db: Db, ticketSeq: number, apps: readonly Application[]): Promise<Array<AcceptOutcome | Error>> {
  try {
    return await callBatch(db, ticketSeq, apps);
  } catch (err) {
    if (apps.length === 1) return [err instanceof Error ? err : new Error(String(err))];
    const outcomes: Array<AcceptOutcome | Error> = [];
    for (const app of apps) {
      outcomes.push(...(await callBatch(db, ticketSeq, [app]).catch((e: unknown) => [e instanceof Error ? e : new Error(String(e))])));
    }
    return outcomes;
  }
}

const loaders = new WeakMap<Db, Map<number, DataLoader<Application, AcceptOutcome>>>();

/**
 * Accepts an application whose runners all take course `ticketSeq` (spec §4, §7; ARCHITECTURE.md data
 * rules), sent to the database together with this worker's other applications for the course of the
 * same moment: one call of accept_one_course_batch (db/functions/accept_one_course_batch.sql) per batch, so
 * during an opening rush the course's row lock is taken, and a commit flushed, once per batch rather
 * than once per application. Batches of a course run one at a time per worker, each starting after its
 * applications were asked for (lib/db/fresh-batch-loader.ts). Each application keeps its own outcome:
 * 'accepted' (with `filled` when the course has no place left after the batch), 'full' (nothing
 * stored), 'conflict' with the unique constraint (a runner already registered, a group name taken;
 * nothing stored), 'limit' when its applicant phone already has `effects.phoneLimit` registrations
 * of the edition (counted exactly: the phone is locked before the course, nothing stored), 'consent'
 * when the consent version its form showed (`joiner.consentVersion`) is not the one in force (nothing
 * stored; without one the version in force is recorded). A batch
 * that fails as a whole (a deadlock with another transaction storing the same runner) stored nothing
 * and is tried again one application at a time. Resolves only after the COMMIT, so an acknowledged
 * application is stored, with its payment deadline (`joiner.payDeadline`), the SMS and the jobs
 * `effects` give it (written in the same transaction). Rejects with 503 S0503 when every registration
 * number it tried was taken, and with the database's error (nothing of it stored) when its own call fails.
 */
export function acceptInBatch(
  db: Db,
  ticketSeq: number,
  joiner: JoinerValues,
  runners: RunnerValues[],
  effects: AcceptEffects = {},
): Promise<AcceptOutcome> {
  let byCourse = loaders.get(db);
  if (!byCourse) loaders.set(db, (byCourse = new Map()));
  let loader = byCourse.get(ticketSeq);
  if (!loader) {
    loader = freshBatchLoader<Application, AcceptOutcome>((apps) => acceptBatch(db, ticketSeq, apps));
    byCourse.set(ticketSeq, loader);
  }
  return loader.load({ joiner, runners, ...effects });
}
