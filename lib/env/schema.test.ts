import { describe, expect, it } from 'vitest';
import { childEnv, EnvError, readBenchEnv, readSiteEnv, readTestEnv } from './schema.mjs';

describe('the site settings (lib/env/schema.mjs)', () => {
  it('has the defaults the site has always had', () => {
    expect(readSiteEnv({})).toEqual({
      database: { DATA_DIR: '.data', PG_PORT: 54_329, DB_POOL_MAX: 20, SEED_PROFILE: 'demo' },
      auth: { COOKIE_SECURE: true },
      payments: { PAYMENTS_ALLOW_LIVE: false, TOSS_API_BASE: 'https://api.tosspayments.com', TOSS_TIMEOUT_MS: 10_000 },
      messages: {
        SMS_PROVIDER: 'outbox',
        SMS_API_URL: 'https://apis.aligo.in/send/',
        SMS_TEST_MODE: false,
        SMS_TIMEOUT_MS: 10_000,
        SMTP_PORT: 587,
        SMTP_SECURE: false,
        SMTP_TIMEOUT_MS: 10_000,
        ALIMTALK_API_URL: 'https://kakaoapi.aligo.in',
        MESSAGES_BULK_RATE_PER_MINUTE: 300,
        MESSAGES_DAILY_LIMIT_PER_PHONE: 20,
      },
      privacy: { RETENTION_MONTHS: 6, AUDIT_LOG_KEEP_MONTHS: 24 },
      jobs: { JOBS_WORKER: true, JOBS_SCHEMA: 'pgboss', JOBS_POOL_MAX: 3 },
      limits: { REGISTRATIONS_PER_PHONE: 10, SMS_PER_PHONE_PER_DAY: 5 },
      site: { LOG_LEVEL: 'info' },
      server: {
        PORT: 3_000,
        TRUST_PROXY: false,
        ACCEPT_QUEUE_MAX: 40,
        ACCEPT_QUEUE_WAIT_MS: 850,
        ACCEPT_RETRY_AFTER: 2,
        ACCEPT_HOLD_MAX: 500,
        NODE_ROUTES: true,
        SERVER_WORKER_HEADER: false,
        FORCE_BUILD: false,
        SITE_PORT: undefined,
        NGINX_CONN_PER_ADDRESS: 256,
        NGINX_REQ_PER_SECOND: 50,
        NGINX_PATH: '/usr/sbin/nginx',
      },
    });
    expect(readTestEnv({})).toMatchObject({
      TEST_PORT: 3_100,
      TEST_PG_PORT: 54_339,
      CHROMIUM_PATH: '/usr/bin/chromium',
      SKIP_BUILD: false,
    });
    expect(readBenchEnv({})).toMatchObject({
      BENCH_PORT: 3_190,
      BENCH_PG_PORT: 54_349,
      BENCH_WARM_REQUESTS: 3_000,
      BENCH_PRECONNECT: false,
    });
  });

  it('reads numbers, flags, choices and addresses, and counts blank values as unset', () => {
    const env = readSiteEnv({
      DB_POOL_MAX: '8',
      PORT: ' ',
      TRUST_PROXY: '1',
      NODE_ROUTES: '0',
      SMS_PROVIDER: ' Aligo ',
      TOSS_CLIENT_KEY: ' test_ck ',
      PAYMENTS_SIMULATED: '0',
      PUBLIC_URL: 'https://race.example.kr/',
      WEB_CONCURRENCY: '2',
    });
    expect(env.database.DB_POOL_MAX).toBe(8);
    expect(env.server).toMatchObject({ PORT: 3_000, TRUST_PROXY: true, NODE_ROUTES: false, WEB_CONCURRENCY: 2 });
    expect(env.messages.SMS_PROVIDER).toBe('aligo');
    expect(env.payments).toMatchObject({ TOSS_CLIENT_KEY: 'test_ck', PAYMENTS_SIMULATED: false });
    expect(env.site.PUBLIC_URL).toBe('https://race.example.kr/');
    expect(readSiteEnv({ PAYMENTS_SIMULATED: '' }).payments.PAYMENTS_SIMULATED).toBeUndefined();
  });

  it('fails fast on malformed values, naming every variable and what it takes', () => {
    const bad = {
      DB_POOL_MAX: 'abc',
      TRUST_PROXY: 'true',
      PUBLIC_URL: 'race.example.kr',
      SEED_PROFILE: 'prod',
      WEB_CONCURRENCY: '2.5',
      SMS_PROVIDER: 'carrier-pigeon',
      NEXTAUTH_URL: 'javascript:alert(1)',
    };
    let error: unknown;
    try {
      readSiteEnv(bad);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as Error).message;
    expect(message).toContain('DB_POOL_MAX="abc": expected a whole number from 1 to 1000');
    expect(message).toContain('TRUST_PROXY="true": expected 1 (on) or 0 (off)');
    expect(message).toContain('PUBLIC_URL="race.example.kr": expected an http(s) address');
    expect(message).toContain('SEED_PROFILE="prod": expected one of demo, spec');
    expect(message).toContain('WEB_CONCURRENCY="2.5"');
    expect(message).toContain('SMS_PROVIDER="carrier-pigeon"');
    expect(message).toContain('NEXTAUTH_URL="javascript:alert(1)"');
    for (const n of ['0', '-4']) expect(() => readSiteEnv({ WEB_CONCURRENCY: n })).toThrow(EnvError);
    expect(() => readTestEnv({ TEST_ONLY: 'unit' })).toThrow(/TEST_ONLY="unit"/);
    expect(() => readBenchEnv({ BENCH_PORT: '70000' })).toThrow(/BENCH_PORT="70000"/);
  });

  it('never repeats the value of a secret in its message', () => {
    expect(() => readSiteEnv({ DATABASE_URL: 'mysql://root:hunter2@db/x' })).toThrow(/DATABASE_URL=<hidden>: expected a postgres/);
    try {
      readSiteEnv({ DATABASE_URL: 'mysql://root:hunter2@db/x' });
    } catch (e) {
      expect((e as Error).message).not.toContain('hunter2');
    }
  });

  it('hands a child process this environment with overrides, an undefined one removing the variable', () => {
    const child = childEnv({ PORT: '4000', DATABASE_URL: undefined });
    expect(child.PORT).toBe('4000');
    expect('DATABASE_URL' in child).toBe(false);
    expect(child.PATH).toBeTruthy();
  });
});
