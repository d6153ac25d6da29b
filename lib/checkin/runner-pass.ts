import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { checkins, joiners, runners, tickets } from '@/db/schema';
import { maskName } from '@/lib/privacy/mask';
import { checkinQrSvg } from './qr';
import { readCheckinToken } from './token';

/** What the runner's check-in page shows for a token: who (masked), bib, course, paid, collected. */
export interface RunnerPass {
  runnerName: string;
  backNo: number | null;
  ticketName: string;
  paid: boolean;
  collected: { collectedAt: string; desk: string } | null;
  /** The QR code as SVG markup (drawn by `qrcode`). */
  qrSvg: string;
}

/**
 * /apply/checkin?t= (QR check-in: the link in the bib SMS): the runner's QR code, large, for
 * the desk to scan, with the masked name, bib and course and whether the kit was collected. Null for a
 * token this site did not make or a runner of a course without race day. The link carries no more
 * than the QR code it shows: a masked name and a bib.
 */
export async function runnerPass(db: DbOrTx, token: string): Promise<RunnerPass | null> {
  const runnerSeq = readCheckinToken(token);
  if (runnerSeq === null) return null;
  const [r] = await db
    .select({
      runnerName: runners.runnerName,
      backNo: runners.backNo,
      ticketName: runners.ticketName,
      active: runners.active,
      paymentStatus: joiners.paymentStatus,
      collectedAt: checkins.collectedAt,
      desk: checkins.desk,
    })
    .from(runners)
    .innerJoin(joiners, eq(joiners.joinerId, runners.joinerId))
    .innerJoin(tickets, and(eq(tickets.ticketSeq, runners.ticketSeq), eq(tickets.ticketType, 'offline')))
    .leftJoin(checkins, eq(checkins.runnerSeq, runners.runnerSeq))
    .where(eq(runners.runnerSeq, runnerSeq))
    .limit(1);
  if (!r) return null;
  return {
    runnerName: maskName(r.runnerName),
    backNo: r.backNo,
    ticketName: r.ticketName,
    paid: r.active && r.paymentStatus === 'CMPL',
    collected: r.collectedAt ? { collectedAt: r.collectedAt.toISOString(), desk: r.desk ?? '' } : null,
    qrSvg: await checkinQrSvg(token),
  };
}
