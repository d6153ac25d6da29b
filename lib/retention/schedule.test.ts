import { describe, expect, it } from 'vitest';
import { formatKst, kstDate } from '@/lib/time/kst';
import { monthsAfter } from './schedule';

describe('retention periods in calendar months (KST)', () => {
  it('counts forward and back, keeping the day or the month end', () => {
    expect(formatKst(monthsAfter(kstDate(2025, 10, 19, 8, 30), 6))).toBe('2026-04-19 08:30');
    expect(formatKst(monthsAfter(kstDate(2025, 8, 31), 6))).toBe('2026-02-28 00:00');
    expect(formatKst(monthsAfter(kstDate(2025, 10, 19), 12))).toBe('2026-10-19 00:00');
    expect(formatKst(monthsAfter(kstDate(2026, 3, 15), -24))).toBe('2024-03-15 00:00');
    expect(formatKst(monthsAfter(kstDate(2026, 1, 31), -2))).toBe('2025-11-30 00:00');
  });
});
