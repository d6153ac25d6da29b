/**
 * Card payment provider interface (spec §4). The server owns the order and the amount; a
 * provider only confirms (captures) a payment the browser authorised and cancels a captured one.
 * Two implementations: Toss Payments (./toss.ts) and the built-in simulated provider (./simulated.ts).
 */
export type ProviderName = 'toss' | 'simulated';

export interface ConfirmRequest {
  paymentKey: string;
  orderId: string;
  /** Won; the server's order amount. */
  amount: number;
}

export interface ConfirmedPayment {
  paymentKey: string;
  orderId: string;
  /** Won actually captured. */
  totalAmount: number;
  /** Provider's method label ('카드', 'CARD', 'SIMULATED'). */
  method: string;
  approvedAt: Date;
  /** The provider's answer as received, kept on the order for staff (no card numbers in Toss answers). */
  raw: unknown;
}

export interface CancelRequest {
  paymentKey: string;
  orderId: string;
  reason: string;
  /** Won to give back (a partial cancellation); omitted: all that is left of the payment. */
  amount?: number;
  /** The provider's Idempotency-Key for this cancellation (default `cancel-<orderId>`): the same key is refunded once. */
  idempotencyKey?: string;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Captures the payment; throws PaymentError (AMOUNT_MISMATCH when the provider captured another amount). */
  confirm(req: ConfirmRequest): Promise<ConfirmedPayment>;
  /** Cancels (refunds) a captured payment, in full or `amount` won of it; idempotent per key. Throws PaymentError. */
  cancel(req: CancelRequest): Promise<void>;
}

/**
 * A provider refusal or a transport failure. `retryable` is true when the outcome is unknown
 * (timeout, network, provider 5xx): the order stays READY and the same confirm may be replayed with
 * the same Idempotency-Key.
 */
export class PaymentError extends Error {
  constructor(
    readonly code: string,
    readonly providerMessage: string,
    readonly retryable = false,
    /** Set when the provider captured a payment that must be undone (amount mismatch). */
    readonly capturedPaymentKey?: string,
  ) {
    super(code);
    this.name = 'PaymentError';
  }
}
