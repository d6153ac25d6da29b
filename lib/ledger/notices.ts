import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@/db/client';
import { events, joiners } from '@/db/schema';
import type { SmsKind } from '@/lib/codes';
import type { MailFacts } from '@/lib/mail/messages';
import { messageTo, type Contact } from '@/lib/sms/contact';
import { queueSms } from '@/lib/sms/outbox';

/** The registration's edition name, number and applicant contact (phone, e-mail), for the texts of its messages. */
export async function noticeFacts(db: DbOrTx, joinerId: number) {
  const [r] = await db
    .select({ joinSeq: joiners.joinSeq, cellphone: joiners.cellphone, email: joiners.email, eventName: events.eventName })
    .from(joiners)
    .innerJoin(events, eq(events.eventId, joiners.eventId))
    .where(eq(joiners.joinerId, joinerId))
    .limit(1);
  return r;
}

/**
 * Queues a message about a change after registering to `contact` inside `tx`, the transaction of the
 * change it tells about, so the message exists exactly when the change does and is delivered by the
 * job queue (lib/sms/outbox.ts): the SMS `body` (lib/sms/messages.ts) to a Korean mobile, the e-mail
 * of the same `kind` with `facts` (lib/mail/messages.ts) to a person whose phone is from abroad
 * (lib/sms/contact.ts messageTo). A landline gets nothing.
 */
export async function queueNotice(
  tx: Tx,
  contact: Contact,
  kind: SmsKind,
  body: string,
  facts: MailFacts,
  joinerId: number,
): Promise<void> {
  const draft = messageTo(contact, { kind, body, joinerId }, facts);
  if (draft) await queueSms(tx, [draft]);
}
