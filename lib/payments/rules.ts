import { type PaymentOrderStatus, type PaymentStatus } from '@/lib/codes';
import { randomBytes } from 'node:crypto';
import { courseState, type TicketAvailability } from '@/lib/registration/course-status';

/**
 * Card payment rules of spec §4 as pure functions (tested in rules.test.ts); the DB code in
 * orders.ts, confirm.ts and refund.ts applies them under row locks.
 */

/** A fresh, unguessable orderId (time prefix for sorting by eye, 96 random bits). */
export function newOrderId(now = new Date()): string {
  return `${now.getTime().toString(36)}_${randomBytes(12).toString('base64url')}`;
}

/** The provider code of a payment the visitor cancelled in the checkout window (Toss fail URL). */
export const USER_CANCEL_CODE = 'PAY_PROCESS_CANCELED';

/** Our own refusal codes (fail page texts: payment.fail.codes.<code>). */
export const OWN_FAIL_CODES = [
  'ORDER_NOT_FOUND',
  'ORDER_CLOSED',
  'AMOUNT_MISMATCH',
  'AMOUNT_CHANGED',
  'ALREADY_PAID',
  'REGISTRATION_CANCELLED',
  'CONFIRM_PENDING',
  'PROVIDER_UNAVAILABLE',
] as const;
export type OwnFailCode = (typeof OWN_FAIL_CODES)[number];

/**
 * Toss Payments failure codes the fail URL commonly carries, each with its own catalogue text
 * (payment.fail.codes.<code>). Any other code shows the generic text.
 */
export const PROVIDER_FAIL_CODES = [
  'PAY_PROCESS_ABORTED',
  'REJECT_CARD_COMPANY',
  'INVALID_CARD_EXPIRATION',
  'INVALID_STOPPED_CARD',
  'INVALID_CARD_LOST_OR_STOLEN',
  'EXCEED_MAX_DAILY_PAYMENT_COUNT',
  'EXCEED_MAX_PAYMENT_AMOUNT',
  'NOT_SUPPORTED_INSTALLMENT_PLAN_CARD_OR_MERCHANT',
] as const;

/**
 * The catalogue key (under payment.fail) of the fail page's message for `code` (spec §4): the cancel
 * text, a known code's own text, or the generic text. The URL's `message` is never shown: anyone can
 * craft a link whose words (false bank details, say) would appear on this site.
 */
export function failMessageKey(code: string): string {
  if (code === USER_CANCEL_CODE) return 'canceled';
  const known: readonly string[] = [...OWN_FAIL_CODES, ...PROVIDER_FAIL_CODES];
  return known.includes(code) ? `codes.${code}` : 'generic';
}

export interface JoinerPaymentState {
  paymentStatus: PaymentStatus;
  /** Won still to pay (the ledger's balance due). */
  due: number;
  /** True once any payment was made: a balance left by a change may be paid after the sale window. */
  paidBefore?: boolean;
}

export type PayableProblem = { kind: 'paid' } | { kind: 'cancelled' } | { kind: 'closed' } | { kind: 'soldOut'; ticketNames: string[] };

/**
 * Whether a registration may open the card checkout now (spec §4): only RSVT with a balance due above
 * 0 won (nothing due is CMPL); a first payment is refused when a chosen course closed meanwhile (sale
 * window over; the difference of a later change may be paid while changes are open) or is
 * sold out meanwhile. The registration already holds its places, so 'sold out' for it means the
 * course now counts more entries than places: total > acceptable. The tickets table's check
 * constraint forbids that today, so this is a guard should capacity ever be counted otherwise
 * (spec §9 'in order of payment' reading).
 */
export function payableProblem(
  joiner: JoinerPaymentState,
  courses: Array<TicketAvailability & { ticketName: string }>,
  now: Date,
): PayableProblem | null {
  if (joiner.paymentStatus === 'CNCL') return { kind: 'cancelled' };
  if (joiner.paymentStatus === 'CMPL' || joiner.due <= 0) return { kind: 'paid' };
  const soldOut = courses.filter((c) => c.total > c.acceptable).map((c) => c.ticketName);
  if (soldOut.length) return { kind: 'soldOut', ticketNames: [...new Set(soldOut)] };
  if (
    !joiner.paidBefore &&
    courses.some((c) => {
      const s = courseState(c, now);
      return s === 'closed' || s === 'before';
    })
  )
    return { kind: 'closed' };
  return null;
}

export interface OrderState {
  status: PaymentOrderStatus;
  amount: number; // won
}

export type ConfirmDecision = { kind: 'done' } | { kind: 'confirm' } | { kind: 'refuse'; code: OwnFailCode; markFailed: boolean };

/**
 * What the success return of an order leads to (spec §4): an order already DONE is shown
 * again without a second confirm (replay); a closed order is refused; an amount in the return URL
 * other than the order's is refused and the order failed; a registration paid (another order, staff)
 * or cancelled meanwhile, or whose balance due changed since the order (a change, a deposit), is
 * refused before any capture.
 */
export function confirmDecision(order: OrderState, joiner: JoinerPaymentState, returnedAmount: number): ConfirmDecision {
  if (order.status === 'DONE') return { kind: 'done' };
  if (order.status !== 'READY') return { kind: 'refuse', code: 'ORDER_CLOSED', markFailed: false };
  if (returnedAmount !== order.amount) return { kind: 'refuse', code: 'AMOUNT_MISMATCH', markFailed: true };
  if (joiner.paymentStatus === 'CMPL') return { kind: 'refuse', code: 'ALREADY_PAID', markFailed: true };
  if (joiner.paymentStatus === 'CNCL') return { kind: 'refuse', code: 'REGISTRATION_CANCELLED', markFailed: true };
  if (joiner.due !== order.amount) return { kind: 'refuse', code: 'AMOUNT_CHANGED', markFailed: true };
  return { kind: 'confirm' };
}
