import { describe, expect, it } from 'vitest';
import { awaitsPayment } from './permissions';

describe('awaitsPayment (bank details and pay by card now, spec §4)', () => {
  it('is true only for an unpaid registration with something to pay', () => {
    expect(awaitsPayment({ paymentStatus: 'RSVT', amount: 40000 })).toBe(true);
    expect(awaitsPayment({ paymentStatus: 'RSVT', amount: 0 })).toBe(false);
    expect(awaitsPayment({ paymentStatus: 'CMPL', amount: 40000 })).toBe(false);
    expect(awaitsPayment({ paymentStatus: 'CNCL', amount: 40000 })).toBe(false);
  });
});
