import { describe, expect, it } from 'vitest';
import { cancellationRefund, effectiveWindows, refundPercentAt, splitCredit } from './refund-policy';
import { derivedStatus, summarise } from './summary';

describe('ledger figures', () => {
  it('keeps a paid group its 90,000 won when a member is added: 15,000 due, RSVT', () => {
    const s = summarise([
      { kind: 'charge', amount: 90_000 },
      { kind: 'payment', amount: 90_000 },
      { kind: 'charge', amount: 15_000 },
    ]);
    expect(s).toEqual({ charged: 105_000, paid: 90_000, refunded: 0, due: 15_000, credit: 0 });
    expect(derivedStatus(false, s)).toBe('RSVT');
  });

  it('is CMPL when nothing is due (free entries too) and CNCL once cancelled whatever the figures', () => {
    expect(derivedStatus(false, summarise([{ kind: 'charge', amount: 0 }]))).toBe('CMPL');
    const paid = summarise([
      { kind: 'charge', amount: 35_000 },
      { kind: 'payment', amount: 35_000 },
    ]);
    expect(derivedStatus(false, paid)).toBe('CMPL');
    expect(derivedStatus(true, paid)).toBe('CNCL');
  });

  it('counts adjustments as charges and refunds back into the balance', () => {
    const s = summarise([
      { kind: 'charge', amount: 30_000 },
      { kind: 'payment', amount: 29_000 },
      { kind: 'adjustment', amount: -1_000 },
    ]);
    expect(s).toMatchObject({ charged: 29_000, due: 0, credit: 0 });
    const owed = summarise([
      { kind: 'charge', amount: 35_000 },
      { kind: 'payment', amount: 35_000 },
      { kind: 'charge', amount: -35_000 },
      { kind: 'charge', amount: 17_500 },
    ]);
    expect(owed).toMatchObject({ due: 0, credit: 17_500 });
    // A refund puts back into the balance what was owed: nothing due, nothing owed.
    const settled = summarise([
      { kind: 'charge', amount: 17_500 },
      { kind: 'payment', amount: 35_000 },
      { kind: 'refund', amount: 17_500 },
    ]);
    expect(settled).toMatchObject({ refunded: 17_500, due: 0, credit: 0 });
  });
});

describe('refund policy', () => {
  const close = new Date('2025-07-11T07:00:00Z');
  it('defaults to 100 % until the registration period ends, nothing after (spec §9)', () => {
    const w = effectiveWindows([], close);
    expect(refundPercentAt(w, new Date('2025-07-11T06:59:59Z'))).toBe(100);
    expect(refundPercentAt(w, new Date('2025-07-11T07:00:01Z'))).toBe(0);
  });

  it('takes the first window not yet over, in time order whatever order staff saved', () => {
    const w = effectiveWindows(
      [
        { until: '2025-07-11T07:00:00Z', percent: 50 },
        { until: '2025-06-01T00:00:00Z', percent: 100 },
      ],
      close,
    );
    expect(refundPercentAt(w, new Date('2025-05-20T00:00:00Z'))).toBe(100);
    expect(refundPercentAt(w, new Date('2025-06-20T00:00:00Z'))).toBe(50);
    expect(refundPercentAt(w, new Date('2025-08-01T00:00:00Z'))).toBe(0);
  });

  it('gives back the paid part of what is cancelled, rounded down to the won, the rest kept as the fee', () => {
    expect(splitCredit(35_001, 50)).toEqual({ refund: 17_500, fee: 17_501 });
    // Whole entry, paid 35,000, 50 %.
    expect(cancellationRefund({ charged: 35_000, paid: 35_000, refunded: 0 }, 35_000, 50)).toEqual({
      credit: 35_000,
      refund: 17_500,
      fee: 17_500,
    });
    // Unpaid: nothing back, no fee.
    expect(cancellationRefund({ charged: 35_000, paid: 0, refunded: 0 }, 35_000, 50)).toEqual({ credit: 0, refund: 0, fee: 0 });
    // A group that paid 90,000 of 105,000 removes a 35,000 member: only 20,000 of it was paid.
    expect(cancellationRefund({ charged: 105_000, paid: 90_000, refunded: 0 }, 35_000, 100)).toEqual({
      credit: 20_000,
      refund: 20_000,
      fee: 0,
    });
  });
});
