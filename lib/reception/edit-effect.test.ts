import { describe, expect, it } from 'vitest';
import { editEffect } from './edit-effect';

describe('editEffect', () => {
  it('asks before a paid entry becomes unpaid', () => {
    const e = editEffect({ paymentStatus: 'CMPL', paymentType: 'CARD', amount: 35_000 }, 35_000);
    expect(e).toMatchObject({ needsConsent: true, from: 'CMPL', to: 'RSVT', amountBefore: 35_000, amountAfter: 35_000, paidBy: 'CARD' });
  });
  it('needs no consent for an unpaid entry, nor for one that stays free', () => {
    expect(editEffect({ paymentStatus: 'RSVT', paymentType: 'BANK', amount: 35_000 }, 20_000).needsConsent).toBe(false);
    expect(editEffect({ paymentStatus: 'CMPL', paymentType: 'BANK', amount: 0 }, 0)).toMatchObject({ needsConsent: false, to: 'CMPL' });
  });
});
