import 'server-only';
import { ApiError } from '@/lib/errors';
import { logger } from '@/lib/log/logger';
import { paymentConfig, type PaymentConfig } from './config';
import type { PaymentProvider, ProviderName } from './provider';
import { simulatedProvider } from './simulated';
import { tossProvider } from './toss';

let warned = false;

/** The configuration now; an unusable one is logged once (the reason names variables, never values). */
export function currentPaymentConfig(): PaymentConfig {
  const c = paymentConfig();
  if (c.kind === 'unavailable' && !warned) {
    warned = true;
    logger.error({ reason: c.reason }, 'card payment unavailable');
  }
  return c;
}

/** 409 'card payment is not available' (spec §4: the visitor can still pay by bank transfer). */
export function paymentUnavailable(): ApiError {
  return paymentUnavailable();
}

/**
 * The provider that handles orders made with `name`: Toss only while Toss keys are configured, the
 * simulated provider only while none are (an order made in one mode is never confirmed in another).
 * Throws paymentUnavailable() otherwise.
 */
export function providerFor(name: ProviderName, config: PaymentConfig = currentPaymentConfig()): PaymentProvider {
  if (name === 'toss' && config.kind === 'toss') return tossProvider(config);
  if (name === 'simulated' && config.kind === 'simulated') return simulatedProvider;
  throw paymentUnavailable();
}
