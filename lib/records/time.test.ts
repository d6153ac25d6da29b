import { describe, expect, it } from 'vitest';
import { parseClock, parseDuration } from './time';

describe('parseDuration', () => {
  it('reads H:MM:SS, MM:SS and seconds', () => {
    expect(parseDuration('1:23:45')).toBe(5025);
    expect(parseDuration('01:23:45')).toBe(5025);
    expect(parseDuration('45:07')).toBe(2707);
    expect(parseDuration('3600')).toBe(3600);
    expect(parseDuration('1:23:45.7')).toBe(5025); // fractions cut, as places go by whole seconds
    expect(parseDuration(125.9)).toBe(125);
  });
  it("treats '-' and blank as missing", () => {
    expect(parseDuration('-')).toBeNull();
    expect(parseDuration('  ')).toBeNull();
    expect(parseDuration('--')).toBeNull();
    expect(parseDuration(undefined)).toBeNull();
  });
  it('flags a time past 48 hours as unreadable (a misread cell would not fit the column)', () => {
    expect(parseDuration('48:00:00')).toBe(172_800);
    expect(parseDuration('48:00:01')).toBeUndefined();
    expect(parseDuration('99999999999999')).toBeUndefined();
    expect(parseDuration(1e308)).toBeUndefined();
  });

  it('flags unreadable times', () => {
    expect(parseDuration('DNF')).toBeUndefined();
    expect(parseDuration('1:75:00')).toBeUndefined();
    expect(parseDuration('12:61')).toBeUndefined();
  });
});

describe('parseClock', () => {
  it('reads clock times and date-times', () => {
    expect(parseClock('09:00:12')).toBe(9 * 3600 + 12);
    expect(parseClock('2025-10-19 09:15')).toBe(9 * 3600 + 15 * 60);
    expect(parseClock('')).toBeNull();
    expect(parseClock('25:00:00')).toBeUndefined();
  });
});
