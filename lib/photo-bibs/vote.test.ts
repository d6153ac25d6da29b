import { describe, expect, it } from 'vitest';
import { OPEN_BIB_RULE, plausibleBib, voteBibs, type BibRule } from './vote';

const rule: BibRule = { minDigits: 1, maxDigits: 4, maxBib: 3500, known: new Set(['104', '727', '1201']) };

describe('plausibleBib', () => {
  it('takes digits within the edition’s bibs and refuses the rest', () => {
    expect(plausibleBib('104', rule)).toBe(true);
    expect(plausibleBib('3500', rule)).toBe(true);
    expect(plausibleBib('3501', rule)).toBe(false); // above the highest bib
    expect(plausibleBib('7217', rule)).toBe(false);
    expect(plausibleBib('0104', rule)).toBe(false); // leading zero: no bib is printed so
    expect(plausibleBib('7', rule)).toBe(false); // a lone digit is print more often than a bib
    expect(plausibleBib('12a', rule)).toBe(false);
    expect(plausibleBib('99999', OPEN_BIB_RULE)).toBe(true);
    expect(plausibleBib('100000', OPEN_BIB_RULE)).toBe(false);
  });
});

describe('voteBibs', () => {
  it('keeps a number two passes read, or one pass very sure of a bib given out, and drops lone guesses', () => {
    const passes = [
      [
        { text: '104', confidence: 96 },
        { text: '33', confidence: 96 },
        { text: '727', confidence: 98.5 },
        { text: '1201', confidence: 97 },
        { text: '1201', confidence: 80 },
      ],
      [
        { text: '104', confidence: 99 },
        { text: '104', confidence: 50 },
        { text: '88', confidence: 60 },
      ],
      [{ text: '88', confidence: 65 }],
    ];
    expect(voteBibs(passes, rule)).toEqual([
      { backNo: '104', confidence: 99, passes: 2, known: true },
      { backNo: '727', confidence: 99, passes: 1, known: true },
    ]);
  });

  it('takes only bibs the edition gave out when it knows them, and any agreed plausible number when it does not', () => {
    const passes = [
      [
        { text: '19', confidence: 92 },
        { text: '104', confidence: 90 },
      ],
      [
        { text: '19', confidence: 88 },
        { text: '104', confidence: 85 },
      ],
    ];
    expect(voteBibs(passes, rule).map((r) => r.backNo)).toEqual(['104']);
    expect(voteBibs(passes, { ...rule, known: new Set() }).map((r) => r.backNo)).toEqual(['19', '104']);
  });

  it('counts a number once per pass, and refuses implausible numbers however often they are read', () => {
    const twice = [
      { text: '55', confidence: 90 },
      { text: '55', confidence: 91 },
    ];
    expect(voteBibs([twice], OPEN_BIB_RULE)).toEqual([]);
    const big = Array.from({ length: 5 }, () => [{ text: '7217', confidence: 99 }]);
    expect(voteBibs(big, rule)).toEqual([]);
    expect(voteBibs(big, OPEN_BIB_RULE)).toEqual([{ backNo: '7217', confidence: 99, passes: 5, known: false }]);
  });
});
