import { describe, expect, it } from 'vitest';
import { ageOnRaceDay, ageTypeOf } from './age';
import { allEditions, yearOfRound } from './editions';

describe('ageTypeOf (spec §3, §9)', () => {
  it('puts under-30s in 20 and 60+ in 60', () => {
    expect(ageTypeOf(15)).toBe(20);
    expect(ageTypeOf(29)).toBe(20);
    expect(ageTypeOf(30)).toBe(30);
    expect(ageTypeOf(49)).toBe(40);
    expect(ageTypeOf(59)).toBe(50);
    expect(ageTypeOf(60)).toBe(60);
    expect(ageTypeOf(84)).toBe(60);
  });
  it('keeps unknown ages out of every decade', () => {
    expect(ageTypeOf(0)).toBeNull();
    expect(ageTypeOf(-3)).toBeNull();
    expect(ageTypeOf(null)).toBeNull();
    expect(ageTypeOf(Number.NaN)).toBeNull();
  });
});

describe('ageOnRaceDay', () => {
  const race = { year: 2025, month: 10, day: 19 };
  it('counts the birthday', () => {
    expect(ageOnRaceDay({ birthday: '19851019' }, race)).toBe(40);
    expect(ageOnRaceDay({ birthday: '19851020' }, race)).toBe(39);
  });
  it('uses the birth year alone', () => {
    expect(ageOnRaceDay({ birthYear: 1996 }, race)).toBe(29);
    expect(ageOnRaceDay({ birthYear: 2030 }, race)).toBeNull();
    expect(ageOnRaceDay({}, race)).toBeNull();
  });
});

describe('editions (spec §9)', () => {
  it('has 24 rounds from 2001 to 2025 without 2020', () => {
    const e = allEditions();
    expect(e).toHaveLength(24);
    expect(yearOfRound(1)).toBe(2001);
    expect(yearOfRound(19)).toBe(2019);
    expect(yearOfRound(20)).toBe(2021);
    expect(yearOfRound(24)).toBe(2025);
    expect(e.map((x) => x.year)).not.toContain(2020);
    expect(() => yearOfRound(0)).toThrow(RangeError);
  });

  it('goes on one a year for the editions created after the 24th', () => {
    expect(yearOfRound(25)).toBe(2026);
    expect(
      allEditions(25)
        .map((x) => x.holdRound)
        .slice(0, 2),
    ).toEqual([25, 24]);
  });
});
