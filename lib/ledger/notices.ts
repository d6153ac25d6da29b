import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@/db/client';
import { events, joiners } from '@/db/schema';
import type { SmsKind } from '@/lib/codes';
import { queueSms, type SmsDraft } from '@/lib/sms/outbox';
import { MOBILE_RE } from '@/lib/validation/fields';

/** The registration's edition name, number and applicant phone, for the texts of its messages. */
export async function noticeFacts(db: DbOrTx, joinerId: number) {
  const [r] = await db
    .select({ joinSeq: joiners.joinSeq, cellphone: joiners.cellphone, eventName: events.eventName })
    .from(joiners)
    .innerJoin(events, eq(events.eventId, joiners.eventId))
    .where(eq(joiners.joinerId, joinerId))
    .limit(1);
  return r;
}

/**
 * Queues an SMS about a change after registering (lib/sms/messages.ts texts) to `to` inside `tx`, the
 * transaction of the change it tells about, so the message exists exactly when the change does and
 * is delivered by the job queue (lib/sms/outbox.ts). A landline gets nothing.
 */
export async function queueNotice(tx: Tx, to: string, kind: SmsKind, body: string, joinerId: number): Promise<void> {
  if (!MOBILE_RE.test(to)) return;
  const draft: SmsDraft = { to, kind, body, joinerId };
  await queueSms(tx, [draft]);
}
