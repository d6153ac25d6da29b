import 'server-only';
import { eq } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { events, joiners } from '@/db/schema';
import { messageTo } from './contact';
import { smsText } from './messages';
import { queueSms, type SmsDraft } from './outbox';

/** What the registration SMS texts need to know about an accepted registration. */
export interface RegistrationFacts {
  joinerId: number;
  joinSeq: number;
  /** The applicant's phone: Korean digits, or E.164 for a phone from abroad. */
  cellphone: string;
  /** The applicant's e-mail address (an applicant from abroad gets the message there). */
  email?: string | null;
  /** Won. */
  amount: number;
  eventName: string;
  /** When the entry is cancelled unless paid (null: none). */
  payDeadline?: Date | null;
}

/**
 * The 'registration received' SMS (RSVT, with the amount to pay) or, at 0 won, 'registration
 * complete' (spec §4) to the applicant's mobile, or by e-mail to an applicant whose phone is from
 * abroad (lib/sms/contact.ts), to be queued in the transaction that accepts the application
 * (lib/registration/apply.ts). Null for a landline applicant phone (nothing is sent). Pure.
 */
export function registeredSms(r: RegistrationFacts): SmsDraft | null {
  const kind = r.amount === 0 ? 'registered-free' : 'registered';
  return messageTo(
    r,
    { kind, body: smsText.registered(r.eventName, r.joinSeq, r.amount, r.payDeadline), joinerId: r.joinerId },
    { event: r.eventName, joinSeq: r.joinSeq, amount: r.amount, payDeadline: r.payDeadline },
  );
}

/**
 * Queues the SMS telling the applicant that the payment was confirmed and the registration is
 * complete (CMPL) (by e-mail to an applicant whose phone is from abroad), inside `tx`, the transaction that makes it CMPL (card confirm, staff deposit
 * confirmation): the message exists exactly when the payment state does. A landline applicant phone
 * gets nothing. Throws the database's error (the caller's transaction then stores nothing).
 */
export async function queuePaymentConfirmedSms(tx: Tx, joinerId: number): Promise<void> {
  const [r] = await tx
    .select({
      joinSeq: joiners.joinSeq,
      cellphone: joiners.cellphone,
      email: joiners.email,
      amount: joiners.amount,
      eventName: events.eventName,
    })
    .from(joiners)
    .innerJoin(events, eq(events.eventId, joiners.eventId))
    .where(eq(joiners.joinerId, joinerId))
    .limit(1);
  if (!r) return;
  const draft = messageTo(
    r,
    { kind: 'paid', body: smsText.paid(r.eventName, r.joinSeq, r.amount), joinerId },
    { event: r.eventName, joinSeq: r.joinSeq, amount: r.amount },
  );
  if (draft) await queueSms(tx, [draft]);
}
