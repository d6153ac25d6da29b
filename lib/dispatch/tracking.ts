import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import type { Courier } from '@/lib/codes';
import { badRequest } from '@/lib/errors';
import { findColumns, columnIndex } from '@/lib/excel/columns';
import { getCurrentEvent } from '@/lib/registration/current-event';
import { readTable } from '@/lib/records/table-file';
import { courierOf, normaliseTrackingNo } from './couriers';

/** Column names in couriers' result files (CJ, 우체국, 한진, 롯데, 로젠 all return the order number). */
const TRACKING_COLUMNS = {
  joinSeq: ['주문번호', '고객주문번호', '등록번호', '접수번호', '참가번호', 'orderno', 'order', 'ordernumber', 'joinseq'],
  trackingNo: ['운송장번호', '송장번호', '운송장', '송장', '등기번호', 'trackingno', 'tracking', 'trackingnumber', 'invoice', 'waybill'],
} as const;
const COURIER_COLUMN = ['택배사', '배송사', '운송사', 'courier', 'carrier'];

export interface TrackingImportAnswer {
  /** Parcels given a new or changed tracking number. */
  updated: number;
  /** Rows repeating a parcel's number as stored. */
  unchanged: number;
  errors: Array<{ row: number; key: string; values?: Record<string, string | number> }>;
}

/**
 * POST /api/admin/dispatch/tracking (kit dispatch): reads the courier's file (CSV/TSV/XLSX,
 * the results importer's reader and limits), matches each row's order number to a paid registration
 * of the current edition, and records its tracking number (and courier: the file's column, else
 * `defaultCourier`), all in one transaction. `afterUpdate` runs in it with the registrations whose
 * parcel is new or changed (the 'dispatched' SMS is queued there). Unknown order numbers, unpaid
 * registrations and malformed numbers are reported by row. 400 `dispatch.columns` when the order or
 * tracking column is missing (nothing stored).
 */
export async function importTracking(
  db: Db,
  data: Buffer,
  defaultCourier: Courier,
  staffUserName: string | null,
  afterUpdate?: (tx: Tx, joinerIds: number[]) => Promise<void>,
): Promise<TrackingImportAnswer> {
  const table = await readTable(data);
  const { index, missing } = findColumns(table.headers, TRACKING_COLUMNS);
  if (missing.length) throw badRequest('dispatch.columns', { columns: missing.join(', ') });
  const courierAt = columnIndex(table.headers, COURIER_COLUMN);
  const event = await getCurrentEvent(db);
  const errors: TrackingImportAnswer['errors'] = [];
  const wanted = new Map<number, { trackingNo: string; courier: Courier; row: number }>();
  table.rows.forEach((cells, i) => {
    const row = table.firstRowNo + i;
    const seqText = (cells[index.joinSeq] ?? '').trim();
    const trackText = (cells[index.trackingNo] ?? '').trim();
    if (seqText === '' && trackText === '') return;
    if (!/^\d{1,4}$/.test(seqText)) return errors.push({ row, key: 'dispatch.badOrderNo', values: { value: seqText.slice(0, 20) } });
    const trackingNo = normaliseTrackingNo(trackText);
    if (!trackingNo) return errors.push({ row, key: 'dispatch.badTrackingNo', values: { value: trackText.slice(0, 30) } });
    const courierText = courierAt >= 0 ? (cells[courierAt] ?? '').trim() : '';
    const courier = courierText ? courierOf(courierText) : defaultCourier;
    if (!courier) return errors.push({ row, key: 'dispatch.unknownCourier', values: { value: courierText.slice(0, 20) } });
    wanted.set(Number(seqText), { trackingNo, courier, row });
  });
  if (wanted.size === 0) return { updated: 0, unchanged: 0, errors };

  return db.transaction(async (tx) => {
    const seqs = [...wanted.keys()];
    const { rows: found } = await tx.execute<{
      joiner_id: number;
      join_seq: number;
      payment_status: string;
      courier: Courier | null;
      tracking_no: string | null;
    }>(sql`
      SELECT j.joiner_id, j.join_seq, j.payment_status, d.courier, d.tracking_no
        FROM joiners j LEFT JOIN kit_dispatches d ON d.joiner_id = j.joiner_id
       WHERE j.event_id = ${event.eventId} AND j.join_seq = ANY(${sql.param(seqs)}::int[])
       FOR UPDATE OF j`);
    const bySeq = new Map(found.map((f) => [f.join_seq, f]));
    const changes: Array<{ joinerId: number; courier: Courier; trackingNo: string }> = [];
    let unchanged = 0;
    for (const [joinSeq, w] of wanted) {
      const j = bySeq.get(joinSeq);
      if (!j) {
        errors.push({ row: w.row, key: 'dispatch.unknownOrderNo', values: { joinSeq: String(joinSeq).padStart(4, '0') } });
        continue;
      }
      if (j.payment_status !== 'CMPL') {
        errors.push({ row: w.row, key: 'dispatch.notPaid', values: { joinSeq: String(joinSeq).padStart(4, '0') } });
        continue;
      }
      if (j.tracking_no === w.trackingNo && j.courier === w.courier) unchanged++;
      else changes.push({ joinerId: j.joiner_id, courier: w.courier, trackingNo: w.trackingNo });
    }
    if (changes.length) {
      await tx.execute(sql`
        INSERT INTO kit_dispatches (joiner_id, event_id, courier, tracking_no, dispatched_at, notified_at, staff_user_name)
        SELECT v.joiner_id, ${event.eventId}, v.courier, v.tracking_no, now(), NULL, ${staffUserName}
          FROM unnest(${sql.param(changes.map((c) => c.joinerId))}::int[], ${sql.param(changes.map((c) => c.courier))}::text[],
                      ${sql.param(changes.map((c) => c.trackingNo))}::text[]) AS v(joiner_id, courier, tracking_no)
        ON CONFLICT (joiner_id) DO UPDATE
          SET courier = EXCLUDED.courier, tracking_no = EXCLUDED.tracking_no, dispatched_at = now(), notified_at = NULL,
              staff_user_name = EXCLUDED.staff_user_name`);
      if (afterUpdate)
        await afterUpdate(
          tx,
          changes.map((c) => c.joinerId),
        );
    }
    errors.sort((a, b) => a.row - b.row);
    return { updated: changes.length, unchanged, errors };
  });
}
