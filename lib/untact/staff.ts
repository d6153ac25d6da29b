import 'server-only';
import { and, asc, eq, ilike, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { joiners, runners, untactRunners, untactTraces } from '@/db/schema';
import { reconcileUntactCertificates } from '@/lib/certificates/revoke';
import { ApiError, backNoTaken, badRequest, notFound } from '@/lib/errors';
import { maskName, maskPhone } from '@/lib/privacy/mask';
import { getCurrentEvent } from '@/lib/registration/current-event';
import type { CheckLocationInput } from '@/lib/validation/untact';
import { U } from '@/lib/validation/untact';
import { recompute, recordView, storedPoints } from './record';
import { parseRecordIndexes } from './trim';

function untactRunnerNotFound(): ApiError {
  return notFound('untact.noRunner');
}

/**
 * POST /api/admin/checkLocation (spec §7): the untact records of the current edition for staff,
 * filtered by course, start day (KST), runner name (part), gender and validation (OK / NG /
 * unchecked); names and phones masked as in every staff list; each with its registration's payment
 * status (only paid runs rank). At most 1,000 rows, by start time.
 */
export async function checkLocation(db: DbOrTx, f: CheckLocationInput) {
  const ev = await getCurrentEvent(db);
  const where: SQL[] = [eq(untactRunners.holdRound, ev.holdRound)];
  if (f.ticketSeq) where.push(eq(untactRunners.ticketSeq, f.ticketSeq));
  if (f.searchDate) where.push(sql`(${untactRunners.startTime} AT TIME ZONE 'Asia/Seoul')::date = ${f.searchDate}::date`);
  if (f.joinerName) where.push(ilike(untactRunners.runnerName, `%${f.joinerName.replace(/[%_\\]/g, (c) => `\\${c}`)}%`));
  if (f.gender) where.push(eq(untactRunners.gender, f.gender));
  if (f.validation === null) where.push(isNull(untactRunners.validation));
  else if (typeof f.validation === 'boolean') where.push(eq(untactRunners.validation, f.validation));
  const found = await db
    .select({ u: untactRunners, paymentStatus: joiners.paymentStatus })
    .from(untactRunners)
    .leftJoin(runners, eq(runners.runnerSeq, untactRunners.runnerSeq))
    .leftJoin(joiners, eq(joiners.joinerId, runners.joinerId))
    .where(and(...where))
    .orderBy(asc(untactRunners.startTime), asc(untactRunners.runnerSeq))
    .limit(1000);
  return found.map(({ u: r, paymentStatus }) => ({
    ...recordView(r),
    runnerName: maskName(r.runnerName),
    cellphone: maskPhone(r.cellphone),
    ticketSeq: r.ticketSeq,
    ticketName: r.ticketName,
    gender: r.gender,
    backNo: r.backNo,
    joinSeq: r.joinSeq,
    uploadedAt: r.uploadedAt?.toISOString() ?? null,
    // Staff may validate an unpaid runner's run; it ranks once the payment is confirmed.
    paymentStatus,
  }));
}

/** A row of POST /api/admin/checkLocation's answer. */
export type CheckLocationRow = Awaited<ReturnType<typeof checkLocation>>[number];

/**
 * POST /api/admin/transform (spec §4): marks each row OK (true) or NG (false) and sets its bib when
 * given; certificates of records marked NG or given another bib are revoked. All rows or none: an
 * unknown runner (404) or a bib already used by another untact runner of the edition (409) changes
 * nothing.
 */
export async function transform(db: Db, rows: Array<{ runnerSeq: number; validation: boolean; backNo?: number | '' | null }>) {
  return db.transaction(async (tx) => {
    const seqs = rows.map((r) => r.runnerSeq);
    const found = await tx.select().from(untactRunners).where(inArray(untactRunners.runnerSeq, seqs)).for('update');
    if (found.length !== new Set(seqs).size) throw untactRunnerNotFound();
    const holdRound = found[0].holdRound;
    for (const r of rows) {
      const backNo = typeof r.backNo === 'number' ? r.backNo : undefined;
      if (backNo !== undefined) {
        const [clash] = await tx
          .select({ s: untactRunners.runnerSeq })
          .from(untactRunners)
          .where(and(eq(untactRunners.holdRound, holdRound), eq(untactRunners.backNo, backNo), ne(untactRunners.runnerSeq, r.runnerSeq)))
          .limit(1);
        if (clash || rows.some((o) => o !== r && o.backNo === backNo)) throw backNoTaken(backNo);
      }
      await tx
        .update(untactRunners)
        .set({ validation: r.validation, ...(backNo !== undefined ? { backNo } : {}) })
        .where(eq(untactRunners.runnerSeq, r.runnerSeq));
    }
    // NG or another bib: the certificates printed before stop verifying with this commit.
    await reconcileUntactCertificates(tx, seqs);
    return { processed: rows.length };
  });
}

/**
 * POST /api/admin/readjust (spec §4 footprint edit): the trace of `runnerSeq` keeps every point
 * except `recordIndexes` (0-based positions in time order; the full removed set, so undo is sending
 * the previous set), then distance, times and flags are recomputed from the kept points and
 * validation set as sent (the spec sends false); the record's certificates are revoked. 400 for an
 * index outside the trace or one that would leave fewer than two points.
 */
export async function readjust(db: Db, input: { runnerSeq: number; recordIndexes: string | number[]; validation?: boolean | null }) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(untactRunners).where(eq(untactRunners.runnerSeq, input.runnerSeq)).for('update');
    if (!row) throw untactRunnerNotFound();
    const points = await storedPoints(tx, row.runnerSeq);
    const removed = parseRecordIndexes(input.recordIndexes, points.length);
    if (!removed) throw badRequest(U.badIndexes);
    const removedSeqs = removed.map((i) => points[i].seq);
    await tx.update(untactTraces).set({ removed: false }).where(eq(untactTraces.runnerSeq, row.runnerSeq));
    if (removedSeqs.length) await tx.update(untactTraces).set({ removed: true }).where(inArray(untactTraces.seq, removedSeqs));
    const view = await recompute(tx, row.runnerSeq, { validation: input.validation ?? null });
    // A trimmed record is not the one certified: its certificates stop verifying with this commit.
    await reconcileUntactCertificates(tx, [row.runnerSeq]);
    return { ...view, recordIndexes: removed.join(',') };
  });
}

/** The footprint editor's data: every stored point with its index and removed mark, and the record. */
export async function staffFootprint(db: DbOrTx, runnerSeq: number) {
  const [row] = await db.select().from(untactRunners).where(eq(untactRunners.runnerSeq, runnerSeq)).limit(1);
  if (!row) throw untactRunnerNotFound();
  const points = await storedPoints(db, runnerSeq);
  return {
    ...recordView(row),
    runnerName: maskName(row.runnerName),
    ticketName: row.ticketName,
    backNo: row.backNo,
    traces: points.map((p, index) => ({
      index,
      seq: p.seq,
      latitude: p.latitude,
      longitude: p.longitude,
      logtime: p.logtime.toISOString(),
      removed: p.removed,
    })),
  };
}

/** The answer of GET /api/admin/untact/footprint (the footprint editor's data). */
export type StaffFootprintAnswer = Awaited<ReturnType<typeof staffFootprint>>;
