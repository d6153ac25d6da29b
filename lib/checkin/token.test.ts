import { describe, expect, it, vi } from 'vitest';
import { checkinToken, readCheckinToken } from './token';

vi.mock('@/lib/env', async () => {
  const { readSiteEnv } = await import('@/lib/env/schema.mjs');
  return { env: readSiteEnv({ APP_SECRET: 'unit-test-secret' }) };
});

describe('check-in token', () => {
  it('round-trips a runner and is 24 characters', () => {
    const t = checkinToken(1234);
    expect(t).toMatch(/^K1[A-Za-z0-9_-]{22}$/);
    expect(readCheckinToken(t)).toBe(1234);
    expect(readCheckinToken(`https://race.example.kr/apply/checkin?t=${t}`)).toBe(1234);
  });

  it('is not the runner number and differs between neighbours', () => {
    expect(checkinToken(1000)).not.toContain('1000');
    expect(checkinToken(1000).slice(8)).not.toBe(checkinToken(1001).slice(8));
  });

  it('refuses a forged or altered token', () => {
    const t = checkinToken(77);
    const altered = t.slice(0, 5) + (t[5] === 'A' ? 'B' : 'A') + t.slice(6);
    expect(readCheckinToken(altered)).toBeNull();
    expect(readCheckinToken('K1' + 'A'.repeat(22))).toBeNull();
    expect(readCheckinToken('77')).toBeNull();
    expect(readCheckinToken('')).toBeNull();
  });
});
