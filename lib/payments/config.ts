import 'server-only';
import { env as siteEnv, type SiteEnv } from '@/lib/env';

/**
 * Which card provider the server uses, from environment variables (spec §4; README table):
 * - TOSS_CLIENT_KEY and TOSS_SECRET_KEY both empty: card payment unavailable, unless
 *   PAYMENTS_SIMULATED=1 asks for the built-in simulated provider (a TEST checkout that moves no
 *   money; `npm test` and the demo `npm start` set it). It is refused next to live settings
 *   (PAYMENTS_ALLOW_LIVE=1) and next to Toss keys, so a production site never offers it by accident.
 * - both set, same mode (test_… or live_…): Toss Payments at TOSS_API_BASE (default
 *   https://api.tosspayments.com), confirm/cancel timeout TOSS_TIMEOUT_MS (default 10,000 ms).
 * - live_ keys only when NODE_ENV=production AND PAYMENTS_ALLOW_LIVE=1; a live key anywhere else, a
 *   single key, or test/live mixed makes card payment unavailable (never a silent fallback to the
 *   simulated provider, which would mark entries paid without money).
 * The secret key is read only here, on the server.
 */
export type PaymentConfig =
  | { kind: 'simulated' }
  | { kind: 'toss'; clientKey: string; secretKey: string; apiBase: string; timeoutMs: number; live: boolean }
  | { kind: 'unavailable'; reason: string };

const mode = (key: string) => (key.startsWith('live_') ? 'live' : key.startsWith('test_') ? 'test' : null);

/** The settings paymentConfig reads (lib/env.ts; tests pass their own). */
export type PaymentSettings = Pick<SiteEnv, 'payments' | 'site'>;

export function paymentConfig(env: PaymentSettings = siteEnv): PaymentConfig {
  const { TOSS_CLIENT_KEY: clientKey = '', TOSS_SECRET_KEY: secretKey = '', PAYMENTS_ALLOW_LIVE: allowLive } = env.payments;
  const simulated = env.payments.PAYMENTS_SIMULATED === true;
  if (!clientKey && !secretKey) {
    if (!simulated)
      return { kind: 'unavailable', reason: 'no Toss keys (set TOSS_CLIENT_KEY and TOSS_SECRET_KEY, or PAYMENTS_SIMULATED=1 for a demo)' };
    if (allowLive) return { kind: 'unavailable', reason: 'PAYMENTS_SIMULATED=1 is refused with PAYMENTS_ALLOW_LIVE=1 (live data)' };
    return { kind: 'simulated' };
  }
  if (simulated) return { kind: 'unavailable', reason: 'PAYMENTS_SIMULATED=1 is refused while Toss keys are set' };
  if (!clientKey || !secretKey) return { kind: 'unavailable', reason: 'TOSS_CLIENT_KEY and TOSS_SECRET_KEY must be set together' };
  const cm = mode(clientKey);
  const sm = mode(secretKey);
  if (!cm || !sm) return { kind: 'unavailable', reason: 'Toss keys must start with test_ or live_' };
  if (cm !== sm) return { kind: 'unavailable', reason: 'TOSS_CLIENT_KEY and TOSS_SECRET_KEY mix test and live keys' };
  const live = cm === 'live';
  if (live && !(env.site.NODE_ENV === 'production' && allowLive)) {
    return { kind: 'unavailable', reason: 'live Toss keys need NODE_ENV=production and PAYMENTS_ALLOW_LIVE=1' };
  }
  const apiBase = env.payments.TOSS_API_BASE.replace(/\/+$/, '');
  const timeoutMs = env.payments.TOSS_TIMEOUT_MS;
  return { kind: 'toss', clientKey, secretKey, apiBase, timeoutMs, live };
}

/** True while the simulated provider is on: every page then shows a TEST banner (no money moves). */
export function isSimulatedPayments(env: PaymentSettings = siteEnv): boolean {
  return paymentConfig(env).kind === 'simulated';
}
