import 'server-only';
import { sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import type { Courier } from '@/lib/codes';
import { smsText } from '@/lib/sms/messages';
import { queueSms } from '@/lib/sms/outbox';
import { MOBILE_RE } from '@/lib/validation/fields';
import { COURIER_INFO } from './couriers';

/**
 * The 'kit dispatched' SMS of the parcels of `joinerIds` (kit dispatch: an SMS when
 * dispatched), queued in `tx`, the transaction that records their tracking numbers (lib/dispatch/
 * tracking.ts), and marked told (kit_dispatches.notified_at): the applicant's mobile gets the courier,
 * the tracking number and its link. A landline applicant is not sent one.
 */
export async function queueDispatchedSms(tx: Tx, joinerIds: number[]): Promise<void> {
  if (joinerIds.length === 0) return;
  const { rows } = await tx.execute<{
    joiner_id: number;
    join_seq: number;
    cellphone: string;
    courier: Courier;
    tracking_no: string;
    event_name: string;
  }>(sql`
    UPDATE kit_dispatches d SET notified_at = now()
      FROM joiners j JOIN events e ON e.event_id = j.event_id
     WHERE d.joiner_id = j.joiner_id AND d.joiner_id = ANY(${sql.param(joinerIds)}::int[])
    RETURNING d.joiner_id, j.join_seq, j.cellphone, d.courier, d.tracking_no, e.event_name`);
  await queueSms(
    tx,
    rows
      .filter((r) => MOBILE_RE.test(r.cellphone))
      .map((r) => {
        const info = COURIER_INFO[r.courier];
        return {
          to: r.cellphone,
          kind: 'dispatched' as const,
          body: smsText.dispatched(r.event_name, r.join_seq, info.name, r.tracking_no, info.trackingUrl(r.tracking_no)),
          joinerId: r.joiner_id,
        };
      }),
  );
}
