import { type PaymentStatus } from '@/lib/codes';
/**
 * What a visitor may do with their own registration at /apply/search (spec §4).
 * RSVT: edit name, group name, phone, address; cancel. CMPL: edit phone and address only; no cancel
 * (contact admin) unless the amount is 0. CNCL: nothing.
 */
export interface RegistrationState {
  paymentStatus: PaymentStatus;
  amount: number;
}

/** The spec's edit flag: false for CMPL (the form then alerts 'contact admin' for name changes). */
export function editFlag(r: RegistrationState): boolean {
  return r.paymentStatus === 'RSVT';
}

/** Fields the visitor may change. */
export function editableFields(r: RegistrationState): Array<'joinerName' | 'exponent' | 'cellphone' | 'address'> {
  if (r.paymentStatus === 'RSVT') return ['joinerName', 'exponent', 'cellphone', 'address'];
  if (r.paymentStatus === 'CMPL') return ['cellphone', 'address'];
  return [];
}

/**
 * True while a registration waits for its money (spec §4): RSVT with an amount above 0 won. Then the
 * bank details and 'pay by card now' are shown; a free entry (0 won) never waits.
 */
export function awaitsPayment(r: RegistrationState): boolean {
  return r.paymentStatus === 'RSVT' && r.amount > 0;
}

/** RSVT or amount 0 can be cancelled by the visitor; a cancelled one cannot be cancelled again. */
export function canCancel(r: RegistrationState): boolean {
  if (r.paymentStatus === 'CNCL') return false;
  return r.paymentStatus === 'RSVT' || r.amount === 0;
}
