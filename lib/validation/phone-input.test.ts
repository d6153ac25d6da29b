import { describe, expect, it } from 'vitest';
import { digitsOnly } from './phone-input';

describe('digitsOnly', () => {
  it('strips hyphens, spaces and dots before the length limit', () => {
    expect(digitsOnly('010-1234-5678', 11)).toBe('01012345678');
    expect(digitsOnly('010 1234 5678', 11)).toBe('01012345678');
    expect(digitsOnly('010.1234.5678', 11)).toBe('01012345678');
  });
  it('turns full-width digits into ASCII digits', () => {
    expect(digitsOnly('０１０１２３４５６７８')).toBe('01012345678');
  });
  it('cuts at the limit only after stripping', () => {
    expect(digitsOnly('1990-01-01 extra 99', 8)).toBe('19900101');
  });
});
