import { type PaymentStatus } from '@/lib/codes';
/**
 * What a visitor may do with their own registration at /apply/search (spec §4), decided on the state
 * derived from the payment ledger. Unpaid RSVT: edit name, group name, phone, address; cancel. Once
 * anything was paid (CMPL, or RSVT with a balance left by a change): phone and address only (the
 * depositor memo the payment was matched against is frozen), and cancelling goes through a refund
 * request under the edition's refund policy. A free entry (0 won) may still be cancelled. CNCL: nothing.
 */
export interface RegistrationState {
  paymentStatus: PaymentStatus;
  /** Won charged. */
  amount: number;
  /** Won paid, null while nothing is paid. */
  deposit?: number | null;
}

const paidSomething = (r: RegistrationState) => (r.deposit ?? 0) > 0;

/** The spec's edit flag: false once paid (the form then alerts 'contact admin' for name changes). */
export function editFlag(r: RegistrationState): boolean {
  return r.paymentStatus === 'RSVT' && !paidSomething(r);
}

/** Fields the visitor may change. */
export function editableFields(r: RegistrationState): Array<'joinerName' | 'exponent' | 'cellphone' | 'address'> {
  if (r.paymentStatus === 'CNCL') return [];
  if (r.paymentStatus === 'CMPL' || paidSomething(r)) return ['cellphone', 'address'];
  return ['joinerName', 'exponent', 'cellphone', 'address'];
}

/**
 * True while a registration waits for its money (spec §4): RSVT, which the ledger derives only while
 * a balance is due. Then the bank details and 'pay by card now' are shown; a free entry never waits.
 */
export function awaitsPayment(r: RegistrationState): boolean {
  return r.paymentStatus === 'RSVT' && r.amount > 0;
}

/**
 * True when the visitor may cancel outright (DELETE /api/application/cancel): nothing was paid (an
 * unpaid RSVT, a free entry). A paid entry is cancelled with a refund request instead; a cancelled one
 * cannot be cancelled again.
 */
export function canCancel(r: RegistrationState): boolean {
  if (r.paymentStatus === 'CNCL') return false;
  return !paidSomething(r);
}

/** True when the visitor may cancel with a refund request (something was paid and the entry is live). */
export function canRequestRefund(r: RegistrationState): boolean {
  return r.paymentStatus !== 'CNCL' && paidSomething(r);
}
