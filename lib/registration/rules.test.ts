import { describe, expect, it } from 'vitest';
import { kstDate } from '@/lib/time/kst';
import { ageOnRaceDay, eligibilityProblem, isElementaryAgeOrOlder } from './eligibility';
import { canCancel, canRequestRefund, editableFields, editFlag } from './permissions';
import { applicationAmount, depositorBrief, runnerPrice } from './pricing';

const race = kstDate(2025, 10, 19, 8, 30);

describe('age on race day (spec §9)', () => {
  it('counts full years on the KST race date', () => {
    expect(ageOnRaceDay('20071019', race)).toBe(18);
    expect(ageOnRaceDay('20071020', race)).toBe(17);
    expect(ageOnRaceDay('19800101', race)).toBe(45);
  });
  it('half needs 18 on race day', () => {
    const half = { minAge: 18, minSchool: null };
    expect(eligibilityProblem(half, '20071019', race)).toBeNull();
    expect(eligibilityProblem(half, '20071020', race)).toBe('ageHalf');
  });
  it('mini needs elementary-school age: born in raceYear - 7 or earlier', () => {
    expect(isElementaryAgeOrOlder('20181231', race)).toBe(true);
    expect(isElementaryAgeOrOlder('20190101', race)).toBe(false);
    expect(eligibilityProblem({ minAge: 0, minSchool: 'elementary' }, '20190101', race)).toBe('ageMini');
  });
  it('health has no age rule', () => {
    expect(eligibilityProblem({ minAge: 0, minSchool: null }, '20230101', race)).toBeNull();
  });
});

describe('prices (spec §9)', () => {
  const half = { ticketSeq: 1, ticketPrice: 35000, disabledPrice: 20000, schoolGroupPrice: null };
  const mini = { ticketSeq: 2, ticketPrice: 35000, disabledPrice: 20000, schoolGroupPrice: 30000 };
  const health = { ticketSeq: 3, ticketPrice: 20000, disabledPrice: null, schoolGroupPrice: 15000 };
  it('standard prices', () => {
    expect(applicationAmount([half, mini, health], 'standard')).toEqual({ amount: 90000, prices: [35000, 35000, 20000] });
  });
  it('disabled participant pays 20,000 for half and mini; health keeps its price', () => {
    expect(runnerPrice(half, 'disabled', 1)).toBe(20000);
    expect(runnerPrice(mini, 'disabled', 1)).toBe(20000);
    expect(runnerPrice(health, 'disabled', 1)).toBe(20000);
  });
  it('school group price only from 10 runners', () => {
    expect(applicationAmount(Array(10).fill(health), 'school').amount).toBe(150000);
    expect(applicationAmount(Array(10).fill(mini), 'school').amount).toBe(300000);
    expect(applicationAmount(Array(9).fill(health), 'school').amount).toBe(180000);
  });
  it('depositor memo is name + last 4 digits, or free for 0 won', () => {
    expect(depositorBrief('홍길동', '01012345678', 35000)).toBe('홍길동5678');
    expect(depositorBrief('홍길동', '01012345678', 0)).toBe('free');
  });
});

describe('visitor edit and cancel (spec §4)', () => {
  it('RSVT may edit everything and cancel', () => {
    const r = { paymentStatus: 'RSVT' as const, amount: 35000 };
    expect(editFlag(r)).toBe(true);
    expect(editableFields(r)).toEqual(['joinerName', 'exponent', 'cellphone', 'address']);
    expect(canCancel(r)).toBe(true);
  });
  it('CMPL may edit phone and address only, and cannot cancel outright unless free', () => {
    const paid = { paymentStatus: 'CMPL' as const, amount: 35000, deposit: 35000 };
    expect(editFlag(paid)).toBe(false);
    expect(editableFields(paid)).toEqual(['cellphone', 'address']);
    expect(canCancel(paid)).toBe(false);
    expect(canRequestRefund(paid)).toBe(true);
    expect(canCancel({ paymentStatus: 'CMPL', amount: 0 })).toBe(true);
  });
  it('RSVT with a balance left by a change after a payment is treated as paid', () => {
    const partly = { paymentStatus: 'RSVT' as const, amount: 105000, deposit: 90000 };
    expect(editFlag(partly)).toBe(false);
    expect(editableFields(partly)).toEqual(['cellphone', 'address']);
    expect(canCancel(partly)).toBe(false);
    expect(canRequestRefund(partly)).toBe(true);
  });
  it('CNCL can do nothing', () => {
    const c = { paymentStatus: 'CNCL' as const, amount: 0 };
    expect(editableFields(c)).toEqual([]);
    expect(canCancel(c)).toBe(false);
  });
});
