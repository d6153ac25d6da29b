import 'server-only';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { tickets, untactRunners, untactTraces } from '@/db/schema';
import type { UntactFlag } from '@/lib/codes';
import { badRequest, recordLocked } from '@/lib/errors';
import { runChecks } from './checks';
import { summarise, type TrackPoint } from './geo';
import type { UntactEntry } from './runners';

export type UntactRunnerRow = typeof untactRunners.$inferSelect;

/** What an upload, a trim or an app batch answers (issue: runnerSeq, distance, record, flags, validation). */
export interface UntactRecordView {
  runnerSeq: number;
  distance: number; // metres
  record: { startTime: string | null; finishTime: string | null; elapseTime: number | null }; // seconds
  flags: UntactFlag[];
  validation: boolean | null;
}

export function recordView(r: UntactRunnerRow): UntactRecordView {
  return {
    runnerSeq: r.runnerSeq,
    distance: r.distance ?? 0,
    record: { startTime: r.startTime?.toISOString() ?? null, finishTime: r.finishTime?.toISOString() ?? null, elapseTime: r.elapseTime },
    flags: r.flags,
    validation: r.validation,
  };
}

/**
 * Stores an upload for `entry` (spec §4 untact): creates the untact runner on the first upload or
 * replaces the earlier trace while staff have not validated it, in one transaction. The row is
 * claimed with `INSERT … ON CONFLICT DO UPDATE … WHERE validation IS NULL`, so a validated record
 * is refused (409) before anything changes and two parallel uploads apply one after the other.
 * Distance, times and flags are computed from `points` (already in time order).
 */
export async function storeUpload(
  db: Db,
  entry: UntactEntry,
  points: TrackPoint[],
  dropped: number,
  fileName: string | null,
  now = new Date(),
): Promise<UntactRecordView> {
  return db.transaction(async (tx) => {
    const base = {
      ...identityOf(entry),
      droppedPoints: dropped,
      fileName: fileName?.slice(0, 200) ?? null,
      uploadedAt: now,
      ...measure(points, dropped, entry.ticket),
    };
    const [row] = await tx
      .insert(untactRunners)
      .values({ runnerSeq: entry.runner.runnerSeq, backNo: entry.runner.backNo, ...base })
      .onConflictDoUpdate({ target: untactRunners.runnerSeq, set: base, setWhere: isNull(untactRunners.validation) })
      .returning();
    if (!row) throw recordLocked();
    await tx.delete(untactTraces).where(eq(untactTraces.runnerSeq, row.runnerSeq));
    await insertPoints(tx, row.runnerSeq, points);
    return recordView(row);
  });
}

/**
 * POST /api/v1/traces: appends a batch of points from an app to the runner's trace (created on the
 * first batch). Points not later than the last stored one are dropped (TIME_ORDER), then distance,
 * times and flags are recomputed over the kept points. 409 once validated.
 */
export async function appendPoints(db: Db, entry: UntactEntry, batch: TrackPoint[], now = new Date()): Promise<UntactRecordView> {
  return db.transaction(async (tx) => {
    await tx
      .insert(untactRunners)
      .values({ runnerSeq: entry.runner.runnerSeq, backNo: entry.runner.backNo, ...identityOf(entry), uploadedAt: now })
      .onConflictDoNothing();
    const [locked] = await tx.select().from(untactRunners).where(eq(untactRunners.runnerSeq, entry.runner.runnerSeq)).for('update');
    if (locked.validation !== null) throw recordLocked();
    const [last] = await tx
      .select({ t: untactTraces.logtime })
      .from(untactTraces)
      .where(eq(untactTraces.runnerSeq, locked.runnerSeq))
      .orderBy(sql`${untactTraces.logtime} desc`)
      .limit(1);
    let lastMs = last?.t.getTime() ?? -Infinity;
    const kept: TrackPoint[] = [];
    for (const p of batch) {
      if (p.logtime.getTime() <= lastMs) continue;
      lastMs = p.logtime.getTime();
      kept.push(p);
    }
    await insertPoints(tx, locked.runnerSeq, kept);
    const dropped = locked.droppedPoints + batch.length - kept.length;
    await tx.update(untactRunners).set({ droppedPoints: dropped, uploadedAt: now }).where(eq(untactRunners.runnerSeq, locked.runnerSeq));
    return recompute(tx, locked.runnerSeq);
  });
}

/** Stored points of a runner in time order, with their removed mark (index = position in this list). */
export async function storedPoints(db: DbOrTx, runnerSeq: number) {
  return db
    .select({
      seq: untactTraces.seq,
      latitude: untactTraces.latitude,
      longitude: untactTraces.longitude,
      logtime: untactTraces.logtime,
      removed: untactTraces.removed,
    })
    .from(untactTraces)
    .where(eq(untactTraces.runnerSeq, runnerSeq))
    .orderBy(asc(untactTraces.logtime), asc(untactTraces.seq));
}

/**
 * Recomputes distance, start, finish, elapsed time and flags of `runnerSeq` from its kept (not
 * removed) points and its course, and saves them. Call inside the transaction that changed points.
 */
export async function recompute(
  tx: DbOrTx,
  runnerSeq: number,
  extra: Partial<Pick<UntactRunnerRow, 'validation'>> = {},
): Promise<UntactRecordView> {
  const [r] = await tx.select().from(untactRunners).where(eq(untactRunners.runnerSeq, runnerSeq)).limit(1);
  const [ticket] = r.ticketSeq ? await tx.select().from(tickets).where(eq(tickets.ticketSeq, r.ticketSeq)).limit(1) : [];
  const points = (await storedPoints(tx, runnerSeq)).filter((p) => !p.removed);
  const [row] = await tx
    .update(untactRunners)
    .set({ ...measure(points, r.droppedPoints, ticket), ...extra })
    .where(and(eq(untactRunners.runnerSeq, runnerSeq)))
    .returning();
  return recordView(row);
}

/** The registration's facts copied onto the untact runner (course, name, phone, gender). */
function identityOf(entry: UntactEntry) {
  const r = entry.runner;
  return {
    holdRound: entry.holdRound,
    joinSeq: r.joinSeq,
    ticketSeq: entry.ticket.ticketSeq,
    ticketName: r.ticketName,
    runnerName: r.runnerName,
    cellphone: r.cellphone,
    gender: r.gender,
  };
}

/**
 * The longest run kept: 7 days and 1,000 km (a 10 or 18 km course; these bound what the record's
 * seconds and metres can hold, which a trace spanning decades or jumping across the globe overflowed).
 */
export const MAX_RUN_DAYS = 7;
export const MAX_RUN_KM = 1_000;

/**
 * Distance, times and flags of `points` on `ticket`'s course. Throws 400 'untact.notARun' past
 * MAX_RUN_DAYS or MAX_RUN_KM, before anything is stored.
 */
function measure(points: TrackPoint[], dropped: number, ticket: typeof tickets.$inferSelect | undefined) {
  const s = summarise(points);
  if ((s.elapseTime ?? 0) > MAX_RUN_DAYS * 86_400 || s.distance > MAX_RUN_KM * 1000) {
    throw badRequest('untact.notARun', { days: MAX_RUN_DAYS, km: MAX_RUN_KM });
  }
  const flags = runChecks(points, {
    courseMetres: ticket ? Math.round(Number(ticket.distanceKm) * 1000) : 0,
    activityOpen: ticket?.activityOpenTime ?? null,
    activityClose: ticket?.activityCloseTime ?? null,
    droppedPoints: dropped,
  });
  return { distance: s.distance, startTime: s.startTime, finishTime: s.finishTime, elapseTime: s.elapseTime, flags };
}

/**
 * Stores `points` of `runnerSeq` in one statement with three array parameters (unnest): a 6-hour run
 * is 21,600 points, and building a multi-row VALUES statement of them held the event loop for
 * seconds; three arrays are formatted in tens of milliseconds.
 */
async function insertPoints(tx: DbOrTx, runnerSeq: number, points: TrackPoint[]): Promise<void> {
  if (points.length === 0) return;
  const latitudes = points.map((p) => p.latitude);
  const longitudes = points.map((p) => p.longitude);
  const times = points.map((p) => p.logtime.toISOString());
  await tx.execute(sql`
    INSERT INTO ${untactTraces} (runner_seq, latitude, longitude, logtime)
    SELECT ${runnerSeq}, t.latitude, t.longitude, t.logtime
    FROM unnest(${sql.param(latitudes)}::float8[], ${sql.param(longitudes)}::float8[], ${sql.param(times)}::timestamptz[])
      WITH ORDINALITY AS t(latitude, longitude, logtime, n)
    ORDER BY t.n`);
}
