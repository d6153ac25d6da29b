import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { checkins, kitDispatches, tickets } from '@/db/schema';
import { trackingView, type TrackingView } from '@/lib/dispatch/couriers';
import { checkinQrDataUrl, checkinUrl } from './qr';
import { checkinToken } from './token';

/** What a paid race-day runner's own pages add to the registration (the lookup answers of race day). */
export interface RunnerRaceDay {
  /** The check-in QR code as a data URL (image/svg+xml). */
  checkinQr: string;
  /** The runner's check-in page (the QR large, for the desk). */
  checkinUrl: string;
  /** When and where the kit was collected, once it was. */
  collected: { collectedAt: string; desk: string } | null;
}

export interface RaceDayExtras {
  /** The registration's kit parcel, once staff imported its tracking number. */
  tracking: TrackingView | null;
  byRunner: Map<number, RunnerRaceDay>;
}

/**
 * The race-day additions of a registration for the runner's own pages (POST /api/application/search,
 * GET /api/applicant/complete, /apply/success): the parcel's tracking, and for each live runner of a
 * race-day course of a PAID registration the check-in QR code and link and the kit collection. An
 * unpaid or cancelled entry gets none (its kit is not handed out).
 */
export async function raceDayExtras(
  db: DbOrTx,
  joiner: { joinerId: number; paymentStatus: string },
  list: ReadonlyArray<{ runnerSeq: number; ticketSeq: number; active: boolean }>,
): Promise<RaceDayExtras> {
  const byRunner = new Map<number, RunnerRaceDay>();
  if (joiner.paymentStatus !== 'CMPL') return { tracking: null, byRunner };
  const [parcel] = await db.select().from(kitDispatches).where(eq(kitDispatches.joinerId, joiner.joinerId)).limit(1);
  const live = list.filter((r) => r.active);
  if (live.length) {
    const offline = new Set(
      (
        await db
          .select({ s: tickets.ticketSeq })
          .from(tickets)
          .where(and(inArray(tickets.ticketSeq, [...new Set(live.map((r) => r.ticketSeq))]), eq(tickets.ticketType, 'offline')))
      ).map((t) => t.s),
    );
    const raceDay = live.filter((r) => offline.has(r.ticketSeq));
    const collected = raceDay.length
      ? await db
          .select()
          .from(checkins)
          .where(
            inArray(
              checkins.runnerSeq,
              raceDay.map((r) => r.runnerSeq),
            ),
          )
      : [];
    const collectedOf = new Map(collected.map((c) => [c.runnerSeq, { collectedAt: c.collectedAt.toISOString(), desk: c.desk }]));
    for (const r of raceDay) {
      const token = checkinToken(r.runnerSeq);
      byRunner.set(r.runnerSeq, {
        checkinQr: await checkinQrDataUrl(token),
        checkinUrl: checkinUrl(token),
        collected: collectedOf.get(r.runnerSeq) ?? null,
      });
    }
  }
  return { tracking: parcel ? trackingView(parcel.courier, parcel.trackingNo, parcel.dispatchedAt) : null, byRunner };
}
