import 'server-only';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { joiners, runners, untactRunners } from '@/db/schema';
import type { Gender } from '@/lib/codes';
import { reconcileUntactCertificates } from '@/lib/certificates/revoke';
import { badRequest } from '@/lib/errors';
import { getCurrentEvent } from '@/lib/registration/current-event';
import { parseKstInstant } from '@/lib/time/kst';
import { maskAfterFirst } from '@/lib/privacy/mask';
import { countingEntry } from './eligibility';

/** A row of the public untact ranking (spec §3 "Untact ranking row"); times ISO, elapseTime seconds. */
export interface UntactRankRow {
  totalRank: number;
  runnerName: string; // masked after the first letter
  backNo: number | null;
  gender: Gender | null;
  startTime: string | null;
  finishTime: string | null;
  elapseTime: number | null;
  /** The confirmed rank once announced (POST /api/admin/untact/announce), else null. */
  rankNo: number | null;
  confirmTime: string | null;
}

async function okRunners(db: DbOrTx, holdRound: number, ticketName: string, gender: Gender) {
  const rows = await db
    .select({ u: untactRunners })
    .from(untactRunners)
    .innerJoin(runners, eq(runners.runnerSeq, untactRunners.runnerSeq))
    .innerJoin(joiners, eq(joiners.joinerId, runners.joinerId))
    .where(
      and(
        countingEntry,
        eq(untactRunners.holdRound, holdRound),
        eq(untactRunners.ticketName, ticketName),
        eq(untactRunners.gender, gender),
        eq(untactRunners.validation, true),
        isNotNull(untactRunners.elapseTime),
      ),
    )
    .orderBy(asc(untactRunners.elapseTime), asc(untactRunners.runnerSeq));
  return rows.map((r) => r.u);
}

/**
 * POST /api/untact/rank (spec §7): runners of the current edition validated OK on `ticketName` and
 * `gender` whose registration is paid (countingEntry), fastest first; totalRank by elapsed time (ties keep upload order), name masked after the
 * first letter, and the confirmed rank where it has been announced.
 */
export async function publicRanking(db: DbOrTx, q: { ticketName: string; gender: Gender }): Promise<UntactRankRow[]> {
  const ev = await getCurrentEvent(db);
  const rows = await okRunners(db, ev.holdRound, q.ticketName, q.gender);
  return rows.map((r, i) => ({
    totalRank: i + 1,
    runnerName: maskAfterFirst(r.runnerName),
    backNo: r.backNo,
    gender: r.gender,
    startTime: r.startTime?.toISOString() ?? null,
    finishTime: r.finishTime?.toISOString() ?? null,
    elapseTime: r.elapseTime,
    rankNo: r.announcedAt ? r.rankNo : null,
    confirmTime: r.announcedAt ? (r.confirmTime?.toISOString() ?? null) : null,
  }));
}

/**
 * POST /api/admin/untact/rank (spec §7): confirms the ranks of one course and gender as of
 * `confirmDate` (default now; an ISO instant, or a date 'YYYY-MM-DD' read as midnight KST): every
 * OK runner of a paid registration gets rankNo by elapsed time; earlier announcements of that group
 * are withdrawn until staff announce the new list. Returns the confirmed rows.
 */
export async function confirmRanks(db: Db, q: { ticketName: string; gender: Gender; confirmDate?: string }, now = new Date()) {
  const confirmTime = q.confirmDate ? parseKstInstant(q.confirmDate) : now;
  return db.transaction(async (tx) => {
    const ev = await getCurrentEvent(tx);
    const rows = await okRunners(tx, ev.holdRound, q.ticketName, q.gender);
    const out = [];
    for (const [i, r] of rows.entries()) {
      await tx
        .update(untactRunners)
        .set({ rankNo: i + 1, confirmTime, announcedAt: null })
        .where(eq(untactRunners.runnerSeq, r.runnerSeq));
      out.push({
        runnerSeq: r.runnerSeq,
        backNo: r.backNo,
        rankNo: i + 1,
        confirmTime: confirmTime.toISOString(),
        runnerName: maskAfterFirst(r.runnerName),
        gender: r.gender,
        elapseTime: r.elapseTime,
      });
    }
    // Announcements withdrawn: certificates that printed an announced rank stop verifying.
    await reconcileUntactCertificates(
      tx,
      rows.map((r) => r.runnerSeq),
    );
    return out;
  });
}

/** A row of POST /api/admin/untact/rank's answer: a confirmed rank. */
export type ConfirmedRank = Awaited<ReturnType<typeof confirmRanks>>[number];

/**
 * POST /api/admin/untact/announce (spec §3 announce item): publishes rank `rankNo` for each bib of
 * the current edition. Every bib must belong to a runner validated OK of a paid registration, else
 * 400 and nothing changes. confirmTime as confirmRanks reads confirmDate (date only: midnight KST).
 */
export async function announceRanks(
  db: Db,
  items: Array<{ backNo: number; rankNo: number; confirmTime?: string | null }>,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const ev = await getCurrentEvent(tx);
    const bibs = items.map((i) => i.backNo);
    const found = await tx
      .select({ runnerSeq: untactRunners.runnerSeq, backNo: untactRunners.backNo })
      .from(untactRunners)
      .innerJoin(runners, eq(runners.runnerSeq, untactRunners.runnerSeq))
      .innerJoin(joiners, eq(joiners.joinerId, runners.joinerId))
      .where(
        and(
          countingEntry,
          eq(untactRunners.holdRound, ev.holdRound),
          eq(untactRunners.validation, true),
          inArray(untactRunners.backNo, bibs),
        ),
      )
      .for('update', { of: untactRunners });
    const known = new Set(found.map((f) => f.backNo));
    const missing = bibs.filter((b) => !known.has(b));
    if (missing.length) throw badRequest('untact.unknownBackNo', { backNo: missing.join(', ') });
    for (const item of items) {
      await tx
        .update(untactRunners)
        .set({ rankNo: item.rankNo, confirmTime: item.confirmTime ? parseKstInstant(item.confirmTime) : now, announcedAt: now })
        .where(and(eq(untactRunners.holdRound, ev.holdRound), eq(untactRunners.backNo, item.backNo)));
    }
    await reconcileUntactCertificates(
      tx,
      found.map((f) => f.runnerSeq),
    );
    return { announced: items.length };
  });
}
