import { describe, expect, it } from 'vitest';
import { readSiteEnv } from '@/lib/env/schema.mjs';
import { isSimulatedPayments as simulatedWith, paymentConfig as configWith } from './config';

/** The config under the environment `raw` (read as the site reads it). */
const paymentConfig = (raw: Record<string, string>) => configWith(readSiteEnv(raw));
const isSimulatedPayments = (raw: Record<string, string>) => simulatedWith(readSiteEnv(raw));

describe('paymentConfig (which card provider, from the environment)', () => {
  it('uses the simulated provider only when PAYMENTS_SIMULATED=1 and no Toss keys are set', () => {
    expect(paymentConfig({ PAYMENTS_SIMULATED: '1' })).toEqual({ kind: 'simulated' });
    expect(paymentConfig({ PAYMENTS_SIMULATED: '1', TOSS_CLIENT_KEY: ' ', TOSS_SECRET_KEY: '' })).toEqual({ kind: 'simulated' });
    expect(isSimulatedPayments({ PAYMENTS_SIMULATED: '1' })).toBe(true);
  });

  it('never offers the simulated checkout implicitly, with live settings or beside Toss keys', () => {
    expect(paymentConfig({}).kind).toBe('unavailable');
    expect(paymentConfig({ NODE_ENV: 'production' }).kind).toBe('unavailable');
    expect(isSimulatedPayments({ NODE_ENV: 'production' })).toBe(false);
    expect(paymentConfig({ PAYMENTS_SIMULATED: '1', PAYMENTS_ALLOW_LIVE: '1', NODE_ENV: 'production' }).kind).toBe('unavailable');
    expect(
      paymentConfig({
        PAYMENTS_SIMULATED: '1',
        TOSS_CLIENT_KEY: 'live_ck_a',
        TOSS_SECRET_KEY: 'live_sk_b',
        NODE_ENV: 'production',
        PAYMENTS_ALLOW_LIVE: '1',
      }).kind,
    ).toBe('unavailable');
    expect(paymentConfig({ PAYMENTS_SIMULATED: '1', TOSS_CLIENT_KEY: 'test_ck_a', TOSS_SECRET_KEY: 'test_sk_b' }).kind).toBe('unavailable');
  });

  it('uses Toss with test keys, the default API base and timeout', () => {
    expect(paymentConfig({ TOSS_CLIENT_KEY: 'test_ck_a', TOSS_SECRET_KEY: 'test_sk_b', NODE_ENV: 'development' })).toEqual({
      kind: 'toss',
      clientKey: 'test_ck_a',
      secretKey: 'test_sk_b',
      apiBase: 'https://api.tosspayments.com',
      timeoutMs: 10_000,
      live: false,
    });
    const c = paymentConfig({
      TOSS_CLIENT_KEY: 'test_ck_a',
      TOSS_SECRET_KEY: 'test_sk_b',
      TOSS_API_BASE: 'http://127.0.0.1:3125/',
      TOSS_TIMEOUT_MS: '500',
    });
    expect(c).toMatchObject({ kind: 'toss', apiBase: 'http://127.0.0.1:3125', timeoutMs: 500 });
  });

  it('refuses live keys unless NODE_ENV=production and PAYMENTS_ALLOW_LIVE=1', () => {
    const live = { TOSS_CLIENT_KEY: 'live_ck_a', TOSS_SECRET_KEY: 'live_sk_b' };
    expect(paymentConfig({ ...live, NODE_ENV: 'development', PAYMENTS_ALLOW_LIVE: '1' }).kind).toBe('unavailable');
    expect(paymentConfig({ ...live, NODE_ENV: 'production' }).kind).toBe('unavailable');
    expect(paymentConfig({ ...live, NODE_ENV: 'production', PAYMENTS_ALLOW_LIVE: '1' })).toMatchObject({ kind: 'toss', live: true });
  });

  it('refuses a single key, mixed test/live keys and unknown key shapes (never falls back to simulated)', () => {
    expect(paymentConfig({ TOSS_CLIENT_KEY: 'test_ck_a' }).kind).toBe('unavailable');
    expect(paymentConfig({ TOSS_SECRET_KEY: 'test_sk_b' }).kind).toBe('unavailable');
    expect(
      paymentConfig({ TOSS_CLIENT_KEY: 'test_ck_a', TOSS_SECRET_KEY: 'live_sk_b', NODE_ENV: 'production', PAYMENTS_ALLOW_LIVE: '1' }).kind,
    ).toBe('unavailable');
    expect(paymentConfig({ TOSS_CLIENT_KEY: 'ck_a', TOSS_SECRET_KEY: 'sk_b' }).kind).toBe('unavailable');
  });
});
