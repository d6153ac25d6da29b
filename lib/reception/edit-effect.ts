import type { PaymentStatus, PaymentType } from '@/lib/codes';

/** What a staff save of a registration's edit does to its payment (spec §4 'editing resets payment status'). */
export interface EditEffect {
  /** True when a paid entry becomes unpaid: staff must agree before anything is saved. */
  needsConsent: boolean;
  from: PaymentStatus;
  to: PaymentStatus;
  /** Amounts in won: stored before, due after the save. */
  amountBefore: number;
  amountAfter: number;
  /** How the stored payment was made (a card payment is not refunded by an edit). */
  paidBy: PaymentType;
}

/**
 * The effect of saving a staff edit of a registration (spec §4 'staff proxy: editing resets payment
 * status'): the status after the save (RSVT, or CMPL at once when the new amount is 0, as
 * lib/reception/proxy-plan.ts decides on the server), and whether a paid entry (CMPL) would be made
 * unpaid, which the console asks about before saving (the runner is then offered to pay again).
 * Client-safe. Amounts in won.
 */
export function editEffect(
  stored: { paymentStatus: PaymentStatus; paymentType: PaymentType; amount: number },
  newAmount: number,
): EditEffect {
  const to: PaymentStatus = newAmount === 0 ? 'CMPL' : 'RSVT';
  return {
    needsConsent: stored.paymentStatus === 'CMPL' && to === 'RSVT',
    from: stored.paymentStatus,
    to,
    amountBefore: stored.amount,
    amountAfter: newAmount,
    paidBy: stored.paymentType,
  };
}
