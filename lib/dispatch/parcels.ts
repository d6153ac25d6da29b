import 'server-only';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import type { Courier } from '@/lib/codes';
import { getCurrentEvent } from '@/lib/registration/current-event';

/**
 * The kit parcels of the current edition (kit dispatch): one per paid registration with
 * race-day runners, sent to the applicant (a group's runners travel in one parcel to the joiner), with
 * what goes in it and, once imported, its tracking number. An applicant from abroad gets no parcel
 * (their address is foreign): their kit is picked up at the race office.
 */
export interface ParcelItem {
  runnerName: string;
  backNo: number | null;
  chipNo: string | null;
  ticketName: string;
  souvenir: string | null;
  choiceOption: string | null;
}

export interface Parcel {
  joinerId: number;
  joinSeq: number;
  joinerName: string;
  exponent: string | null;
  cellphone: string;
  zipcode: string;
  zipAddress: string;
  address: string;
  items: ParcelItem[];
  courier: Courier | null;
  trackingNo: string | null;
  dispatchedAt: Date | null;
  notifiedAt: Date | null;
}

/** Every parcel of the current edition in registration-number order; `pendingOnly` leaves out those with a tracking number. */
export async function listParcels(db: DbOrTx, pendingOnly = false): Promise<Parcel[]> {
  const event = await getCurrentEvent(db);
  const { rows } = await db.execute<{
    joiner_id: number;
    join_seq: number;
    joiner_name: string;
    exponent: string | null;
    cellphone: string;
    zipcode: string;
    zip_address: string;
    address: string;
    items: ParcelItem[];
    courier: Courier | null;
    tracking_no: string | null;
    dispatched_at: string | null;
    notified_at: string | null;
  }>(sql`
    SELECT j.joiner_id, j.join_seq, j.joiner_name, j.exponent, j.cellphone, j.zipcode, j.zip_address, j.address,
           json_agg(json_build_object('runnerName', r.runner_name, 'backNo', r.back_no, 'chipNo', r.chip_no, 'ticketName', r.ticket_name,
                                      'souvenir', r.souvenir, 'choiceOption', r.choice_option)
                    ORDER BY r.back_no NULLS LAST, r.runner_seq) AS items,
           d.courier, d.tracking_no, d.dispatched_at, d.notified_at
      FROM joiners j
      JOIN runners r ON r.joiner_id = j.joiner_id AND r.active
      JOIN tickets t ON t.ticket_seq = r.ticket_seq AND t.ticket_type = 'offline'
      LEFT JOIN kit_dispatches d ON d.joiner_id = j.joiner_id
     WHERE j.event_id = ${event.eventId} AND j.payment_status = 'CMPL'
       -- An applicant from abroad (E.164 phone) gives a free-form foreign address: the kit waits at the
       -- race office, picked up with the bib message's QR code, instead of a parcel by a Korean courier.
       AND j.cellphone NOT LIKE '+%'
       ${pendingOnly ? sql`AND d.joiner_id IS NULL` : sql``}
     GROUP BY j.joiner_id, d.joiner_id
     ORDER BY j.join_seq`);
  return rows.map((r) => ({
    joinerId: r.joiner_id,
    joinSeq: r.join_seq,
    joinerName: r.joiner_name,
    exponent: r.exponent,
    cellphone: r.cellphone,
    zipcode: r.zipcode,
    zipAddress: r.zip_address,
    address: r.address,
    items: r.items,
    courier: r.courier,
    trackingNo: r.tracking_no,
    dispatchedAt: r.dispatched_at ? new Date(r.dispatched_at) : null,
    notifiedAt: r.notified_at ? new Date(r.notified_at) : null,
  }));
}

/** Counts for the console: parcels, with a tracking number, told by SMS. */
export async function dispatchSummary(db: DbOrTx) {
  const parcels = await listParcels(db);
  return {
    parcels: parcels.length,
    runners: parcels.reduce((n, p) => n + p.items.length, 0),
    dispatched: parcels.filter((p) => p.trackingNo).length,
    notified: parcels.filter((p) => p.notifiedAt).length,
  };
}

/** The dispatch counts, as GET /api/admin/dispatch answers them. */
export type DispatchSummary = Awaited<ReturnType<typeof dispatchSummary>>;

/**
 * What a parcel holds, as one line for the courier's label ('품목명'): per runner the bib, chip,
 * souvenir and size, e.g. '배번 1001 칩 A1B2 기념티셔츠(100) / 배번 1002 …' with `labels` the words for
 * bib and chip. Pure.
 */
export function itemsLine(items: readonly ParcelItem[], labels: { bib: string; chip: string }): string {
  return items
    .map((i) =>
      [
        i.backNo !== null ? `${labels.bib} ${i.backNo}` : `${i.ticketName}`,
        i.chipNo ? `${labels.chip} ${i.chipNo}` : null,
        i.souvenir ? `${i.souvenir}${i.choiceOption ? `(${i.choiceOption})` : ''}` : i.choiceOption,
      ]
        .filter(Boolean)
        .join(' '),
    )
    .join(' / ');
}
