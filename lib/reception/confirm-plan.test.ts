import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/errors';
import { planConfirm, type ConfirmTarget } from './confirm-plan';

const row = (joinSeq: number, paymentStatus: ConfirmTarget['paymentStatus'], over: Partial<ConfirmTarget> = {}): ConfirmTarget => ({
  joinerId: joinSeq,
  joinSeq,
  paymentStatus,
  paymentType: 'BANK',
  amount: 35000,
  ...over,
});
const messageOf = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return e instanceof ApiError ? `${e.status} ${e.messageKey}` : String(e);
  }
  return 'no error';
};

describe('payment confirmation plan (spec §4, §5)', () => {
  it('refuses an empty selection with the spec message', () => {
    expect(messageOf(() => planConfirm([], 'CMPL', null))).toBe('400 reception.checkOne');
  });
  it('refuses a deposit for two or more rows', () => {
    expect(messageOf(() => planConfirm([row(1001, 'RSVT'), row(1002, 'RSVT')], 'CMPL', 35000))).toBe('400 reception.depositOneRow');
  });
  it('RSVT -> CMPL stores the entered deposit, or the amount due when none is entered', () => {
    expect(planConfirm([row(1001, 'RSVT')], 'CMPL', 30000).changes[0]).toMatchObject({
      from: 'RSVT',
      to: 'CMPL',
      deposit: 30000,
      places: 'none',
    });
    const many = planConfirm([row(1001, 'RSVT'), row(1002, 'RSVT', { amount: 20000 })], 'CMPL', null).changes;
    expect(many.map((c) => c.deposit)).toEqual([35000, 20000]);
  });
  it('to CNCL frees the places and keeps the deposit; from CNCL takes them again', () => {
    expect(planConfirm([row(1001, 'CMPL')], 'CNCL', null).changes[0]).toMatchObject({ places: 'free', deposit: undefined });
    expect(planConfirm([row(1001, 'CNCL')], 'RSVT', null).changes[0]).toMatchObject({ places: 'take', deposit: null });
    expect(planConfirm([row(1001, 'CNCL')], 'CMPL', null).changes[0]).toMatchObject({ places: 'take', deposit: 35000 });
  });
  it('CMPL -> RSVT clears the deposit without moving places', () => {
    expect(planConfirm([row(1001, 'CMPL')], 'RSVT', null).changes[0]).toMatchObject({ places: 'none', deposit: null });
  });
  it('leaves rows already in the target status unchanged, unless a new deposit is entered for one CMPL row', () => {
    const plan = planConfirm([row(1001, 'CNCL'), row(1002, 'RSVT')], 'CNCL', null);
    expect(plan.unchanged).toEqual([1001]);
    expect(plan.changes.map((c) => c.joinSeq)).toEqual([1002]);
    expect(planConfirm([row(1001, 'CMPL')], 'CMPL', 34000).changes[0]).toMatchObject({ deposit: 34000 });
    expect(planConfirm([row(1001, 'CMPL')], 'CMPL', null).unchanged).toEqual([1001]);
  });
});
