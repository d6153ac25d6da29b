import { describe, expect, it } from 'vitest';
import { ORDER_ID_RE } from '@/lib/validation/payment';
import { confirmDecision, failMessageKey, newOrderId, payableProblem } from './rules';

const now = new Date('2025-05-01T01:00:00Z');
const course = (
  over: Partial<{ ticketName: string; acceptable: number; total: number; saleOpenTime: Date | null; saleCloseTime: Date | null }> = {},
) => ({
  ticketName: '하프',
  acceptable: 1000,
  total: 10,
  saleOpenTime: new Date('2025-04-28T01:00:00Z'),
  saleCloseTime: new Date('2025-07-11T07:00:00Z'),
  ...over,
});
const rsvt = { paymentStatus: 'RSVT' as const, due: 35000 };

describe('payableProblem: may this registration open the card checkout (spec §4)', () => {
  it('allows an RSVT registration with an amount on open courses, even the one holding the last place', () => {
    expect(payableProblem(rsvt, [course(), course({ ticketName: '미니', acceptable: 5, total: 5 })], now)).toBeNull();
  });

  it('refuses a paid, free or cancelled registration', () => {
    expect(payableProblem({ paymentStatus: 'CMPL', due: 35000 }, [course()], now)).toEqual({ kind: 'paid' });
    expect(payableProblem({ paymentStatus: 'RSVT', due: 0 }, [course()], now)).toEqual({ kind: 'paid' });
    expect(payableProblem({ paymentStatus: 'CNCL', due: 35000 }, [course()], now)).toEqual({ kind: 'cancelled' });
  });

  it('refuses when a chosen course is sold out meanwhile (more entries than places), naming it', () => {
    expect(payableProblem(rsvt, [course(), course({ ticketName: '미니', acceptable: 3, total: 4 })], now)).toEqual({
      kind: 'soldOut',
      ticketNames: ['미니'],
    });
  });

  it('refuses a first payment when a chosen course closed meanwhile, not the difference of a later change', () => {
    const closed = [course({ saleCloseTime: new Date('2025-04-30T00:00:00Z') })];
    expect(payableProblem(rsvt, closed, now)).toEqual({ kind: 'closed' });
    expect(payableProblem({ ...rsvt, due: 15000, paidBefore: true }, closed, now)).toBeNull();
  });
});

describe('confirmDecision: what a success return does (spec §4)', () => {
  const ready = { status: 'READY' as const, amount: 35000 };
  it('confirms a READY order whose amount matches the return and the registration', () => {
    expect(confirmDecision(ready, rsvt, 35000)).toEqual({ kind: 'confirm' });
  });
  it('never confirms a DONE order again (replay)', () => {
    expect(confirmDecision({ status: 'DONE', amount: 35000 }, { paymentStatus: 'CMPL', due: 35000 }, 35000)).toEqual({ kind: 'done' });
  });
  it('refuses an amount other than the order and fails the order', () => {
    expect(confirmDecision(ready, rsvt, 100)).toEqual({ kind: 'refuse', code: 'AMOUNT_MISMATCH', markFailed: true });
  });
  it('refuses a closed order without touching it', () => {
    expect(confirmDecision({ status: 'FAILED', amount: 35000 }, rsvt, 35000)).toEqual({
      kind: 'refuse',
      code: 'ORDER_CLOSED',
      markFailed: false,
    });
    expect(confirmDecision({ status: 'CANCELED', amount: 35000 }, rsvt, 35000)).toMatchObject({ code: 'ORDER_CLOSED' });
  });
  it('refuses before any capture when the registration was paid, cancelled or repriced meanwhile', () => {
    expect(confirmDecision(ready, { paymentStatus: 'CMPL', due: 35000 }, 35000)).toMatchObject({ code: 'ALREADY_PAID' });
    expect(confirmDecision(ready, { paymentStatus: 'CNCL', due: 35000 }, 35000)).toMatchObject({ code: 'REGISTRATION_CANCELLED' });
    expect(confirmDecision(ready, { paymentStatus: 'RSVT', due: 20000 }, 35000)).toMatchObject({ code: 'AMOUNT_CHANGED' });
  });
});

describe('newOrderId', () => {
  it('fits Toss orderId rules and does not repeat', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => newOrderId(now)));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(ORDER_ID_RE);
  });
});

describe('failMessageKey (the /apply/fail text)', () => {
  it('gives the cancel text, a known code its own text, and the generic text otherwise', () => {
    expect(failMessageKey('PAY_PROCESS_CANCELED')).toBe('canceled');
    expect(failMessageKey('AMOUNT_MISMATCH')).toBe('codes.AMOUNT_MISMATCH');
    expect(failMessageKey('REJECT_CARD_COMPANY')).toBe('codes.REJECT_CARD_COMPANY');
    expect(failMessageKey('SOMETHING_ELSE')).toBe('generic');
    expect(failMessageKey('')).toBe('generic');
  });
});
