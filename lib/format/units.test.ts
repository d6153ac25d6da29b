import { describe, expect, it } from 'vitest';
import { formatHms, formatKm } from './units';

describe('formatHms', () => {
  it('shows seconds as H:MM:SS', () => {
    expect(formatHms(5025)).toBe('1:23:45');
    expect(formatHms(59)).toBe('0:00:59');
    expect(formatHms(3 * 3600 + 5)).toBe('3:00:05');
    expect(formatHms(30 * 3600)).toBe('30:00:00');
  });
  it('rounds fractions, shows negatives as 0 and nothing for a missing time', () => {
    expect(formatHms(59.6)).toBe('0:01:00');
    expect(formatHms(-5)).toBe('0:00:00');
    expect(formatHms(null)).toBe('');
    expect(formatHms(undefined)).toBe('');
    expect(formatHms(Number.NaN)).toBe('');
  });
});

describe('formatKm', () => {
  it('shows metres as km with two decimals', () => {
    expect(formatKm(10_000)).toBe('10.00 km');
    expect(formatKm(21_097.5)).toBe('21.10 km');
    expect(formatKm(0)).toBe('0.00 km');
  });
});
