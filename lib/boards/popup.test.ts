import { describe, expect, it } from 'vitest';
import { formatKstDateTime, isPopupOpen, parseKstDateTime, popupWindow, secondsUntilKstMidnight } from './popup';

describe('parseKstDateTime', () => {
  it('reads the form format as Korea time', () => {
    expect(parseKstDateTime('2025-10-01 09:00:00')?.toISOString()).toBe('2025-10-01T00:00:00.000Z');
    expect(parseKstDateTime('2025-01-01 00:00:30')?.toISOString()).toBe('2024-12-31T15:00:30.000Z');
  });
  it.each(['2025-02-30 10:00:00', '2025-13-01 10:00:00', '2025-10-01 24:00:00', '2025-10-01T09:00:00', '2025-10-01 09:00', '', 'tomorrow'])(
    'refuses %s',
    (t) => {
      expect(parseKstDateTime(t)).toBeNull();
    },
  );
  it('round-trips through formatKstDateTime', () => {
    expect(formatKstDateTime(parseKstDateTime('2025-10-19 23:59:59'))).toBe('2025-10-19 23:59:59');
    expect(formatKstDateTime(null)).toBe('');
  });
});

describe('popupWindow', () => {
  it('no times = no popup', () => {
    expect(popupWindow('', '')).toEqual({ window: null });
    expect(popupWindow(null, undefined)).toEqual({ window: null });
  });
  it('refuses one time alone', () => {
    expect(popupWindow('2025-10-01 00:00:00', '')).toEqual({ error: 'board.errors.popupBoth' });
    expect(popupWindow(null, '2025-10-01 00:00:00')).toEqual({ error: 'board.errors.popupBoth' });
  });
  it('refuses a start not before the end', () => {
    expect(popupWindow('2025-10-02 00:00:00', '2025-10-01 00:00:00')).toEqual({ error: 'board.errors.popupOrder' });
    expect(popupWindow('2025-10-01 00:00:00', '2025-10-01 00:00:00')).toEqual({ error: 'board.errors.popupOrder' });
  });
  it('refuses a malformed time', () => {
    expect(popupWindow('2025-10-01', '2025-10-02 00:00:00')).toEqual({ error: 'board.errors.popupTime' });
  });
  it('accepts a window', () => {
    const r = popupWindow('2025-10-01 00:00:00', '2025-10-02 00:00:00');
    expect(r).toEqual({ window: { openTime: new Date('2025-09-30T15:00:00Z'), closeTime: new Date('2025-10-01T15:00:00Z') } });
  });
});

describe('isPopupOpen', () => {
  const p = { openTime: new Date('2025-10-01T00:00:00Z'), closeTime: new Date('2025-10-02T00:00:00Z') };
  it('holds from the start, up to but not at the end', () => {
    expect(isPopupOpen(p, new Date('2025-09-30T23:59:59Z'))).toBe(false);
    expect(isPopupOpen(p, new Date('2025-10-01T00:00:00Z'))).toBe(true);
    expect(isPopupOpen(p, new Date('2025-10-01T23:59:59Z'))).toBe(true);
    expect(isPopupOpen(p, new Date('2025-10-02T00:00:00Z'))).toBe(false);
  });
  it('is closed without a window', () => {
    expect(isPopupOpen({ openTime: null, closeTime: null }, new Date())).toBe(false);
  });
});

describe('secondsUntilKstMidnight', () => {
  it('counts to the next midnight in Korea, not UTC', () => {
    // 23:00 KST = 14:00 UTC: one hour left.
    expect(secondsUntilKstMidnight(new Date('2025-10-01T14:00:00Z'))).toBe(3600);
    // 00:00 KST exactly: a full day.
    expect(secondsUntilKstMidnight(new Date('2025-09-30T15:00:00Z'))).toBe(86400);
    // month end rolls over
    expect(secondsUntilKstMidnight(new Date('2025-10-31T14:59:59Z'))).toBe(1);
  });
});
