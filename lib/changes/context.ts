import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@/db/client';
import { joiners } from '@/db/schema';
import type { Locale } from '@/i18n/config';
import type { PaymentStatus } from '@/lib/codes';
import { editionPolicy } from '@/lib/editions/policy';
import { windowState, type EditionPolicy } from '@/lib/editions/policy-rules';
import { changeClosed, registrationCancelled } from '@/lib/errors';
import { lockRegistration, type JoinerRow } from '@/lib/ledger/lifecycle';
import { noticeFacts, queueNotice } from '@/lib/ledger/notices';
import type { LedgerState } from '@/lib/ledger/record';
import { ledgerOf, type LedgerView } from '@/lib/ledger/view';
import { smsText } from '@/lib/sms/messages';
import { getCurrentEvent, type EventRow } from '@/lib/registration/current-event';
import { findByProof } from '@/lib/registration/self-service';
import { kstMonthDay } from '@/lib/time/kst';
import type { LookupInput } from '@/lib/validation/application';

/** What every change after registering starts from: the registration the proof names, its edition and the edition's policy. */
export interface ChangeContext {
  joiner: JoinerRow;
  event: EventRow;
  policy: EditionPolicy;
}

/**
 * The registration proven by `proof` sent by client `clientKey` (the lookup's proof and its failed-lookup
 * limit, counted per client; S0001 when it
 * does not match), its edition and that edition's policy (lib/editions).
 */
export async function changeContext(db: DbOrTx, proof: LookupInput, clientKey: string): Promise<ChangeContext> {
  const joiner = await findByProof(db, proof, clientKey);
  const event = await getCurrentEvent(db);
  return { joiner, event, policy: await editionPolicy(db, event) };
}

/** Throws 403 S0008 (with the window's dates, KST) unless course changes and new members are open at `now`. */
export function requireChangeWindow(p: EditionPolicy, now: Date): void {
  if (windowState(p.changeOpen, p.changeClose, now) !== 'open')
    throw changeClosed('ledger.closed.changes', { from: kstMonthDay(p.changeOpen), to: kstMonthDay(p.changeClose) });
}

/** Throws 403 S0008 unless souvenir options may still change at `now` (until the kit cut-off). */
export function requireSouvenirWindow(p: EditionPolicy, now: Date): void {
  if (now > p.kitCutoff) throw changeClosed('ledger.closed.souvenir', { date: kstMonthDay(p.kitCutoff) });
}

/** Locks the live registration `joinerId` in `tx`; 409 S0007 once it is cancelled. */
export async function lockLive(tx: Tx, joinerId: number): Promise<JoinerRow> {
  const j = await lockRegistration(tx, joinerId);
  if (!j || j.cancelledAt) throw registrationCancelled();
  return j;
}

/** The answer of a change: the registration's ledger (rows and figures, won) and its state. */
export type ChangeAnswer = LedgerView & { paymentStatus: PaymentStatus };

/** The ledger of `joinerId` in `locale` with the registration's state, read after the change committed. */
export async function changeAnswer(db: DbOrTx, joinerId: number, locale: Locale): Promise<ChangeAnswer> {
  const [j] = await db.select({ paymentStatus: joiners.paymentStatus }).from(joiners).where(eq(joiners.joinerId, joinerId));
  return { ...(await ledgerOf(db, joinerId, locale)), paymentStatus: j.paymentStatus };
}

/**
 * After a change of a registration that was paid: when it leaves money due, the applicant is told by
 * SMS (queued in `tx`) how much to pay, by card on the lookup page or by transfer.
 */
export async function tellBalanceDue(tx: Tx, joinerId: number, state: LedgerState): Promise<void> {
  if (state.due <= 0 || state.paid <= 0) return;
  const facts = await noticeFacts(tx, joinerId);
  await queueNotice(
    tx,
    facts,
    'balance-due',
    smsText.balanceDue(facts.eventName, facts.joinSeq, state.due),
    { event: facts.eventName, joinSeq: facts.joinSeq, amount: state.due },
    joinerId,
  );
}
