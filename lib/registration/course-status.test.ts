import { describe, expect, it } from 'vitest';
import { courseState, isInSaleWindow, periodNotice } from './course-status';
import { kstDate } from '@/lib/time/kst';

const now = kstDate(2025, 5, 1, 12, 0);
const t = (o: Partial<{ acceptable: number; total: number; saleOpenTime: Date | null; saleCloseTime: Date | null }>) => ({
  acceptable: 10,
  total: 0,
  saleOpenTime: null,
  saleCloseTime: null,
  ...o,
});

describe('sales window (spec §4)', () => {
  it('both missing = open', () => expect(isInSaleWindow(t({}), now)).toBe(true));
  it('missing close = open from open', () => {
    expect(isInSaleWindow(t({ saleOpenTime: kstDate(2025, 4, 28, 10) }), now)).toBe(true);
    expect(isInSaleWindow(t({ saleOpenTime: kstDate(2025, 5, 2, 10) }), now)).toBe(false);
  });
  it('missing open with close = open until close', () => {
    expect(isInSaleWindow(t({ saleCloseTime: kstDate(2025, 7, 11, 16) }), now)).toBe(true);
    expect(isInSaleWindow(t({ saleCloseTime: kstDate(2025, 4, 30, 16) }), now)).toBe(false);
  });
});

describe('course state', () => {
  it('sold out when acceptable <= total', () => {
    expect(courseState(t({ total: 10 }), now)).toBe('soldout');
    expect(courseState(t({ total: 9 }), now)).toBe('open');
    expect(courseState(t({ acceptable: 0 }), now)).toBe('soldout');
  });
  it('before and closed win over sold out', () => {
    expect(courseState(t({ total: 10, saleOpenTime: kstDate(2025, 6, 1) }), now)).toBe('before');
    expect(courseState(t({ saleCloseTime: kstDate(2025, 4, 1) }), now)).toBe('closed');
  });
});

describe('period notice (spec §8)', () => {
  it('before sale gives M/D to M/D in KST', () => {
    const n = periodNotice([t({ saleOpenTime: kstDate(2025, 5, 10, 10), saleCloseTime: kstDate(2025, 7, 11, 16) })], now);
    expect(n).toEqual({ kind: 'before', from: '5/10', to: '7/11' });
  });
  it('after close is closed', () => {
    expect(periodNotice([t({ saleCloseTime: kstDate(2025, 4, 1) })], now)).toEqual({ kind: 'closed' });
  });
  it('all full is allSoldOut; one open is open', () => {
    expect(periodNotice([t({ total: 10 }), t({ total: 10 })], now)).toEqual({ kind: 'allSoldOut' });
    expect(periodNotice([t({ total: 10 }), t({ total: 1 })], now)).toEqual({ kind: 'open' });
  });
});
