import { describe, expect, it } from 'vitest';
import { MAX_RETRY_DELAY_SEC, retryDelaySec } from './retry-delay';

describe('waiting room retry delay', () => {
  it('waits at least Retry-After, grows with the attempts and adds up to as much jitter again', () => {
    expect(retryDelaySec(2, 1, 0)).toBe(2);
    expect(retryDelaySec(2, 1, 0.99)).toBe(4);
    expect(retryDelaySec(2, 2, 0)).toBe(4);
    expect(retryDelaySec(2, 3, 0)).toBe(8);
    expect(retryDelaySec(2, 9, 0)).toBe(8);
    expect(retryDelaySec(null, 1, 0)).toBe(2);
    expect(retryDelaySec(60, 1, 0.5)).toBe(MAX_RETRY_DELAY_SEC);
  });

  it('spreads runners refused in the same instant over different seconds', () => {
    const delays = new Set(Array.from({ length: 50 }, (_, i) => retryDelaySec(3, 1, i / 50)));
    expect(delays.size).toBeGreaterThanOrEqual(3);
  });
});
