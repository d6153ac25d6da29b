import { describe, expect, it } from 'vitest';
import { kstDate } from '@/lib/time/kst';
import { CARD_ORDER_WINDOW_MS, endOfKstDayAfter, hasPaymentDeadline, paymentDeadline, reminderAt } from './deadline';

const rules = { depositDays: 3, depositDeadline: null, eventClose: kstDate(2025, 7, 11, 16, 0) };

describe('paymentDeadline', () => {
  it('is the end of the KST day three days after applying', () => {
    // 2025-05-01 23:30 KST is still 1 May in Korea although it is 14:30 UTC.
    const d = paymentDeadline(kstDate(2025, 5, 1, 23, 30), rules);
    expect(d.getTime()).toBe(kstDate(2025, 5, 5).getTime() - 1);
  });

  it('counts days in KST across a month end', () => {
    expect(endOfKstDayAfter(kstDate(2025, 5, 30, 8, 0), 3).getTime()).toBe(kstDate(2025, 6, 3).getTime() - 1);
  });

  it('is never later than the last deadline (default: the end of the registration period)', () => {
    expect(paymentDeadline(kstDate(2025, 7, 10, 9, 0), rules)).toEqual(rules.eventClose);
    const last = kstDate(2025, 7, 1, 18, 0);
    expect(paymentDeadline(kstDate(2025, 6, 30, 9, 0), { ...rules, depositDeadline: last })).toEqual(last);
  });

  it('gives an entry made after the last deadline its days from applying', () => {
    const joined = kstDate(2025, 7, 12, 9, 0);
    expect(paymentDeadline(joined, rules).getTime()).toBe(kstDate(2025, 7, 16).getTime() - 1);
  });

  it('gives a card application its order window only', () => {
    const joined = kstDate(2025, 5, 1, 10, 0);
    expect(paymentDeadline(joined, rules, 'CARD').getTime()).toBe(joined.getTime() + CARD_ORDER_WINDOW_MS);
  });
});

describe('hasPaymentDeadline', () => {
  it('only for public entries awaiting a payment', () => {
    expect(hasPaymentDeadline({ paymentStatus: 'RSVT', amount: 35000, source: 'public' })).toBe(true);
    expect(hasPaymentDeadline({ paymentStatus: 'CMPL', amount: 0, source: 'public' })).toBe(false);
    expect(hasPaymentDeadline({ paymentStatus: 'RSVT', amount: 35000, source: 'proxy' })).toBe(false);
  });
});

describe('reminderAt', () => {
  const deadline = kstDate(2025, 5, 4, 23, 59);
  it('is reminderHours before the deadline', () => {
    expect(reminderAt(deadline, 24, kstDate(2025, 5, 1))?.getTime()).toBe(deadline.getTime() - 24 * 3_600_000);
  });
  it('is none when off or already past', () => {
    expect(reminderAt(deadline, 0, kstDate(2025, 5, 1))).toBeNull();
    expect(reminderAt(deadline, 24, kstDate(2025, 5, 4, 12, 0))).toBeNull();
  });
});
