import { describe, expect, it } from 'vitest';
import { defaultSouvenirOption, souvenirOptions } from './souvenir';

describe('souvenir options (spec §3, §9)', () => {
  it('splits and trims the comma list', () => {
    expect(souvenirOptions(' 90, 95,,100 ')).toEqual(['90', '95', '100']);
    expect(souvenirOptions(null)).toEqual([]);
  });
  it('defaults to 110 when offered, else the first option', () => {
    expect(defaultSouvenirOption(['100', '105', '110'])).toBe('110');
    expect(defaultSouvenirOption(['S', 'M'])).toBe('S');
    expect(defaultSouvenirOption([])).toBe('');
  });
});
