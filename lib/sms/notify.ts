import 'server-only';
import { eq } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { events, joiners } from '@/db/schema';
import { MOBILE_RE } from '@/lib/validation/fields';
import { smsText } from './messages';
import { queueSms, type SmsDraft } from './outbox';

/** What the registration SMS texts need to know about an accepted registration. */
export interface RegistrationFacts {
  joinerId: number;
  joinSeq: number;
  /** The applicant's phone, digits. */
  cellphone: string;
  /** Won. */
  amount: number;
  eventName: string;
  /** When the entry is cancelled unless paid (null: none). */
  payDeadline?: Date | null;
}

/**
 * The 'registration received' SMS (RSVT, with the amount to pay) or, at 0 won, 'registration
 * complete' (spec §4) to the applicant's mobile, to be queued in the transaction that accepts the
 * application (lib/registration/apply.ts). Null for a landline applicant phone (nothing is sent). Pure.
 */
export function registeredSms(r: RegistrationFacts): SmsDraft | null {
  if (!MOBILE_RE.test(r.cellphone)) return null;
  return {
    to: r.cellphone,
    kind: r.amount === 0 ? 'registered-free' : 'registered',
    body: smsText.registered(r.eventName, r.joinSeq, r.amount, r.payDeadline),
    joinerId: r.joinerId,
  };
}

/**
 * Queues the SMS telling the applicant that the payment was confirmed and the registration is
 * complete (CMPL), inside `tx`, the transaction that makes it CMPL (card confirm, staff deposit
 * confirmation): the message exists exactly when the payment state does. A landline applicant phone
 * gets nothing. Throws the database's error (the caller's transaction then stores nothing).
 */
export async function queuePaymentConfirmedSms(tx: Tx, joinerId: number): Promise<void> {
  const [r] = await tx
    .select({ joinSeq: joiners.joinSeq, cellphone: joiners.cellphone, amount: joiners.amount, eventName: events.eventName })
    .from(joiners)
    .innerJoin(events, eq(events.eventId, joiners.eventId))
    .where(eq(joiners.joinerId, joinerId))
    .limit(1);
  if (!r || !MOBILE_RE.test(r.cellphone)) return;
  await queueSms(tx, [{ to: r.cellphone, kind: 'paid', body: smsText.paid(r.eventName, r.joinSeq, r.amount), joinerId }]);
}
