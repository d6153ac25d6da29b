import 'server-only';
import { sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import type { Courier } from '@/lib/codes';
import { smsText } from '@/lib/sms/messages';
import { queueSms } from '@/lib/sms/outbox';
import { messageTo } from '@/lib/sms/contact';
import { COURIER_INFO } from './couriers';

/**
 * The 'kit dispatched' SMS of the parcels of `joinerIds` (kit dispatch: an SMS when
 * dispatched), queued in `tx`, the transaction that records their tracking numbers (lib/dispatch/
 * tracking.ts), and marked told (kit_dispatches.notified_at): the applicant's mobile gets the courier,
 * the tracking number and its link. An applicant from abroad gets it by e-mail; a landline applicant is not sent one.
 */
export async function queueDispatchedSms(tx: Tx, joinerIds: number[]): Promise<void> {
  if (joinerIds.length === 0) return;
  const { rows } = await tx.execute<{
    joiner_id: number;
    join_seq: number;
    cellphone: string;
    email: string | null;
    courier: Courier;
    tracking_no: string;
    event_name: string;
  }>(sql`
    UPDATE kit_dispatches d SET notified_at = now()
      FROM joiners j JOIN events e ON e.event_id = j.event_id
     WHERE d.joiner_id = j.joiner_id AND d.joiner_id = ANY(${sql.param(joinerIds)}::int[])
    RETURNING d.joiner_id, j.join_seq, j.cellphone, j.email, d.courier, d.tracking_no, e.event_name`);
  await queueSms(
    tx,
    // SMS to a Korean mobile, e-mail to an applicant from abroad (lib/sms/contact.ts), none to a landline.
    rows.flatMap((r) => {
      const info = COURIER_INFO[r.courier];
      const link = info.trackingUrl(r.tracking_no);
      const draft = messageTo(
        r,
        { kind: 'dispatched', body: smsText.dispatched(r.event_name, r.join_seq, info.name, r.tracking_no, link), joinerId: r.joiner_id },
        { event: r.event_name, joinSeq: r.join_seq, courier: info.name, trackingNo: r.tracking_no, link },
      );
      return draft ? [draft] : [];
    }),
  );
}
