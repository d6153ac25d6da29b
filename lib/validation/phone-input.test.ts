import { describe, expect, it } from 'vitest';
import { digitsOnly, formatPhone, normalizePhone } from './phone-input';

describe('digitsOnly', () => {
  it('strips hyphens, spaces and dots before the length limit', () => {
    expect(digitsOnly('010-1234-5678', 11)).toBe('01012345678');
    expect(digitsOnly('1990.01.01', 8)).toBe('19900101');
  });
  it('turns full-width digits into ASCII digits', () => {
    expect(digitsOnly('０１０１２３４５６７８')).toBe('01012345678');
  });
  it('cuts at the limit only after stripping', () => {
    expect(digitsOnly('1990-01-01 extra 99', 8)).toBe('19900101');
  });
});

describe('normalizePhone', () => {
  it('keeps a pasted Korean mobile whole, whatever separates its parts', () => {
    for (const pasted of [
      '010-9876-5432',
      '010 9876 5432',
      '010.9876.5432',
      ' 010-9876-5432 ',
      '(010) 9876-5432',
      '０１０－９８７６－５４３２',
    ])
      expect(normalizePhone(pasted)).toBe('01098765432');
  });
  it('turns the Korean country code into the national form', () => {
    for (const pasted of ['+82 10-9876-5432', '+821098765432', '+82 (0)10 9876 5432', '82-10-9876-5432', '0082 10 9876 5432'])
      expect(normalizePhone(pasted)).toBe('01098765432');
    expect(normalizePhone('+82 2-1234-5678')).toBe('0212345678');
  });
  it('leaves a number being typed as typed, digits only', () => {
    expect(normalizePhone('010-98')).toBe('01098');
    expect(normalizePhone('5432')).toBe('5432');
    expect(normalizePhone('')).toBe('');
  });
  it('keeps a number of another country in E.164 form (refused by the Korean rules with their message)', () => {
    expect(normalizePhone('+44 7911 123456')).toBe('+447911123456');
    expect(normalizePhone('+')).toBe('+');
  });
  it('never keeps more than 11 digits of a Korean number', () => {
    expect(normalizePhone('010-1234-5678-99')).toBe('01012345678');
  });
});

describe('formatPhone', () => {
  it('reads a stored number back with the usual hyphens', () => {
    expect(formatPhone('01098765432')).toBe('010-9876-5432');
    expect(formatPhone('0212345678')).toBe('02-1234-5678');
    expect(formatPhone('1234')).toBe('1234');
    expect(formatPhone('+819012345678')).toBe('+81 90 1234 5678');
    expect(formatPhone('+8190')).toBe('+8190');
  });
});
