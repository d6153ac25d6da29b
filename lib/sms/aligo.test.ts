import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startHttpFake } from '@/tests/helpers/http-fake';
import { aligoProvider } from './aligo';
import { readSiteEnv } from '@/lib/env/schema.mjs';
import { smsProviderFromEnv as providerWith } from './select';

/** The provider under the environment `raw` (read as the site reads it). */
const smsProviderFromEnv = (raw: Record<string, string>) => providerWith(readSiteEnv(raw).messages);

let fake: Awaited<ReturnType<typeof startHttpFake>>;
beforeAll(async () => {
  fake = await startHttpFake(() => ({ status: 200, body: { result_code: '1', message: 'success' } }));
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

const opts = () => ({
  apiUrl: `${fake.url}/send/`,
  apiKey: 'k3y',
  userId: 'marathon',
  sender: '0421234567',
  testMode: true,
  // generous: the fake answers at once, but CI shares two cores with the build and the browsers
  timeoutMs: 10_000,
});
const form = (i = 0) => Object.fromEntries(new URLSearchParams(String(fake.requests[i].body)));

describe('Aligo SMS adapter against a local fake', () => {
  it('posts the form fields Aligo expects; a short text goes as SMS, a long one as LMS', async () => {
    fake.setHandler(() => ({ status: 200, body: { result_code: '1', message: 'success', msg_id: '1' } }));
    const p = aligoProvider(opts());
    await p.deliver({ to: '01012345678', body: '[대회] 접수번호는 1234입니다.', kind: 'join-seq' });
    expect(fake.requests[0].path).toBe('/send/');
    expect(form()).toEqual({
      key: 'k3y',
      user_id: 'marathon',
      sender: '0421234567',
      receiver: '01012345678',
      msg: '[대회] 접수번호는 1234입니다.',
      msg_type: 'SMS',
      testmode_yn: 'Y',
    });
    await p.deliver({ to: '01012345678', body: '가'.repeat(46), kind: 'paid' });
    expect(form(1).msg_type).toBe('LMS');
  });

  it('throws when the gateway refuses, answers an HTTP error or does not answer in time', async () => {
    const p = aligoProvider({ ...opts(), timeoutMs: 300 });
    fake.setHandler(() => ({ status: 200, body: { result_code: -101, message: '인증오류' } }));
    await expect(p.deliver({ to: '01012345678', body: 'x', kind: 'paid' })).rejects.toThrow('aligo: -101');
    fake.setHandler(() => ({ status: 502, body: {} }));
    await expect(p.deliver({ to: '01012345678', body: 'x', kind: 'paid' })).rejects.toThrow('aligo: HTTP 502');
    fake.setHandler(() => ({ status: 200, body: { result_code: '1' }, delayMs: 3_000 }));
    await expect(p.deliver({ to: '01012345678', body: 'x', kind: 'paid' })).rejects.toThrow('aligo: timeout');
  });
});

describe('smsProviderFromEnv', () => {
  it('defaults to the outbox; selects Aligo when configured; fails loudly when misconfigured', async () => {
    expect(smsProviderFromEnv({}).name).toBe('outbox');
    expect(smsProviderFromEnv({ SMS_PROVIDER: 'outbox' }).name).toBe('outbox');
    fake.setHandler(() => ({ status: 200, body: { result_code: 1 } }));
    const aligo = smsProviderFromEnv({
      SMS_PROVIDER: 'aligo',
      SMS_API_URL: `${fake.url}/send/`,
      SMS_API_KEY: 'k',
      SMS_USER_ID: 'u',
      SMS_SENDER: '042-123-4567',
    });
    expect(aligo.name).toBe('aligo');
    await aligo.deliver({ to: '01012345678', body: 'x', kind: 'paid' });
    expect(form().sender).toBe('0421234567');
    expect(form().testmode_yn).toBe('N');
    await expect(
      smsProviderFromEnv({ SMS_PROVIDER: 'aligo', SMS_API_KEY: 'k' }).deliver({ to: '0', body: 'x', kind: 'paid' }),
    ).rejects.toThrow('missing SMS_USER_ID, SMS_SENDER');
    // An unknown provider stops the site at start instead.
    expect(() => smsProviderFromEnv({ SMS_PROVIDER: 'carrier-pigeon' })).toThrow(
      /SMS_PROVIDER="carrier-pigeon": expected one of outbox, aligo/,
    );
  });
});
