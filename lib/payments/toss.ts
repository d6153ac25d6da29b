import 'server-only';
import type { CancelRequest, ConfirmedPayment, ConfirmRequest, PaymentProvider } from './provider';
import { PaymentError } from './provider';

export interface TossOptions {
  secretKey: string;
  /** e.g. https://api.tosspayments.com (a local fake in tests). */
  apiBase: string;
  timeoutMs: number;
}

interface TossPayment {
  paymentKey?: string;
  orderId?: string;
  status?: string;
  totalAmount?: number;
  method?: string | null;
  approvedAt?: string | null;
}

interface TossErrorBody {
  code?: string;
  message?: string;
}

/**
 * Toss Payments core API adapter (v1 REST, used by SDK v2): confirm `POST /v1/payments/confirm`
 * {paymentKey, orderId, amount}, cancel `POST /v1/payments/{paymentKey}/cancel` {cancelReason,
 * cancelAmount?} (without cancelAmount Toss cancels what is left of the payment),
 * lookup `GET /v1/payments/orders/{orderId}`; Basic auth with `secretKey:`; an Idempotency-Key per
 * order and operation so a replay after a lost answer never charges or refunds twice.
 * Errors: Toss's `{code, message}` become PaymentError(code, message); ALREADY_PROCESSED_PAYMENT is
 * resolved by looking the order up (DONE with the same paymentKey and amount counts as confirmed);
 * a captured amount other than the order's throws AMOUNT_MISMATCH (with the paymentKey to cancel);
 * a timeout, network failure or 5xx throws a retryable PaymentError (outcome unknown).
 */
export function tossProvider(opts: TossOptions): PaymentProvider {
  const auth = `Basic ${Buffer.from(`${opts.secretKey}:`).toString('base64')}`;

  async function call(method: 'GET' | 'POST', path: string, body?: unknown, idempotencyKey?: string): Promise<TossPayment> {
    let res: Response;
    try {
      res = await fetch(`${opts.apiBase}${path}`, {
        method,
        headers: {
          Authorization: auth,
          ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
          ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(opts.timeoutMs),
        cache: 'no-store',
      });
    } catch (err) {
      const timeout = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      throw new PaymentError(
        timeout ? 'PROVIDER_TIMEOUT' : 'PROVIDER_UNREACHABLE',
        timeout ? 'payment provider timed out' : 'payment provider unreachable',
        true,
      );
    }
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      // not JSON
    }
    if (!res.ok) {
      const e = (json ?? {}) as TossErrorBody;
      throw new PaymentError(e.code || `HTTP_${res.status}`, e.message || `payment provider answered ${res.status}`, res.status >= 500);
    }
    return (json ?? {}) as TossPayment;
  }

  function confirmed(p: TossPayment, req: ConfirmRequest): ConfirmedPayment {
    if (p.totalAmount !== req.amount) {
      throw new PaymentError(
        'AMOUNT_MISMATCH',
        `captured ${p.totalAmount} instead of ${req.amount}`,
        false,
        p.paymentKey ?? req.paymentKey,
      );
    }
    return {
      paymentKey: p.paymentKey ?? req.paymentKey,
      orderId: p.orderId ?? req.orderId,
      totalAmount: p.totalAmount,
      method: p.method ?? 'CARD',
      approvedAt: p.approvedAt ? new Date(p.approvedAt) : new Date(),
      raw: p,
    };
  }

  return {
    name: 'toss',
    async confirm(req) {
      try {
        const p = await call(
          'POST',
          '/v1/payments/confirm',
          { paymentKey: req.paymentKey, orderId: req.orderId, amount: req.amount },
          `confirm-${req.orderId}`,
        );
        return confirmed(p, req);
      } catch (err) {
        if (!(err instanceof PaymentError) || err.code !== 'ALREADY_PROCESSED_PAYMENT') throw err;
        // Confirmed earlier (our answer was lost): the order's payment is the truth.
        const p = await call('GET', `/v1/payments/orders/${encodeURIComponent(req.orderId)}`);
        if (p.status === 'DONE' && p.paymentKey === req.paymentKey) return confirmed(p, req);
        throw err;
      }
    },
    async cancel(req: CancelRequest) {
      try {
        await call(
          'POST',
          `/v1/payments/${encodeURIComponent(req.paymentKey)}/cancel`,
          { cancelReason: req.reason, ...(req.amount !== undefined ? { cancelAmount: req.amount } : {}) },
          req.idempotencyKey ?? `cancel-${req.orderId}`,
        );
      } catch (err) {
        // Cancelled before (our record was not updated): the refund happened once, as wanted.
        if (!(err instanceof PaymentError) || err.code !== 'ALREADY_CANCELED_PAYMENT') throw err;
      }
    },
  };
}
