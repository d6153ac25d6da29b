import { describe, expect, it } from 'vitest';
import { formatKst, parseKstInstant } from './kst';

describe('parseKstInstant', () => {
  it('reads a date alone as midnight in Korea, not UTC midnight', () => {
    expect(parseKstInstant('2026-05-01').toISOString()).toBe('2026-04-30T15:00:00.000Z');
    expect(formatKst(parseKstInstant('2026-05-01'))).toBe('2026-05-01 00:00');
  });

  it('keeps an ISO date-time at the instant its offset says', () => {
    expect(parseKstInstant('2026-05-01T10:00:00+09:00').toISOString()).toBe('2026-05-01T01:00:00.000Z');
    expect(parseKstInstant('2026-05-01T10:00:00Z').toISOString()).toBe('2026-05-01T10:00:00.000Z');
  });
});
