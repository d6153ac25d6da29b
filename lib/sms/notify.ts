import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { events, joiners } from '@/db/schema';
import { logger } from '@/lib/log/logger';
import { MOBILE_RE } from '@/lib/validation/fields';
import { smsText } from './messages';
import type { SmsMessage } from './provider';
import { sendSms, sendSmsSoon } from './send';

async function registration(db: DbOrTx, joinerId: number) {
  const [row] = await db
    .select({ joinSeq: joiners.joinSeq, cellphone: joiners.cellphone, amount: joiners.amount, eventName: events.eventName })
    .from(joiners)
    .innerJoin(events, eq(events.eventId, joiners.eventId))
    .where(eq(joiners.joinerId, joinerId))
    .limit(1);
  return row && MOBILE_RE.test(row.cellphone) ? row : null;
}

/** Sends `kind` to the applicant's mobile with the text `body` builds; logs (by id) instead of throwing. */
type Registration = NonNullable<Awaited<ReturnType<typeof registration>>>;

async function notify(
  db: DbOrTx,
  joinerId: number,
  kind: 'registered' | 'paid',
  body: (r: Registration) => string,
  known?: Registration,
  send: (db: DbOrTx, msg: SmsMessage) => Promise<void> = sendSms,
): Promise<void> {
  try {
    const r = known ? (MOBILE_RE.test(known.cellphone) ? known : null) : await registration(db, joinerId);
    if (r) await send(db, { to: r.cellphone, kind, body: body(r) });
  } catch (err) {
    logger.warn({ joinerId, kind, err: err instanceof Error ? err.message : 'error' }, 'sms not sent');
  }
}

/**
 * SMS to the applicant that the registration was received (RSVT, with the amount to pay) or, at
 * 0 won, completed. Called after the application committed; never throws (a failed SMS
 * must not fail the registration). A landline applicant phone gets nothing. `known` (the values the
 * caller already holds) saves the read-back during an opening rush, and the outbox row is written
 * with the others of the same few milliseconds (sendSmsSoon). `db` is the pool, never a transaction.
 */
export function notifyRegistered(db: Db, joinerId: number, known?: Registration): Promise<void> {
  return notify(
    db,
    joinerId,
    'registered',
    (r) => smsText.registered(r.eventName, r.joinSeq, r.amount),
    known,
    (_, m) => sendSmsSoon(db, m),
  );
}

/**
 * SMS to the applicant that the payment was confirmed and the registration is complete (CMPL):
 * sent by the card confirm and, for bank transfers, by the staff deposit confirmation, after its
 * transaction committed. Never throws.
 */
export function notifyPaymentConfirmed(db: DbOrTx, joinerId: number): Promise<void> {
  return notify(db, joinerId, 'paid', (r) => smsText.paid(r.eventName, r.joinSeq, r.amount));
}
