import { describe, expect, it } from 'vitest';
import { formatKst, kstDate } from '@/lib/time/kst';
import { kstDayAndTime, nameSaysRound, nextEditionCode, nextEditionName, nextRaceDay, oneYearLater, ordinal, raceInstant } from './rules';

describe('the next edition made from the last one', () => {
  it('takes the next round into its code and name, in Korean and English', () => {
    expect(nextEditionCode('DCM24', 25)).toBe('DCM25');
    expect(nextEditionCode('SPRING', 25)).toBe('SPRING-25');
    expect(nextEditionName('제24회 대청호 마라톤대회', 24, 25)).toBe('제25회 대청호 마라톤대회');
    expect(nextEditionName('The 24th Daecheong Lake Marathon', 24, 25)).toBe('The 25th Daecheong Lake Marathon');
    expect(nextEditionName('대청호 마라톤', 24, 25)).toBe('대청호 마라톤');
    expect(nextEditionName(null, 24, 25)).toBeNull();
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 112].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '101st',
      '112th',
    ]);
  });

  it('moves windows by a calendar year (KST) and race day by 52 weeks, so Sunday stays Sunday', () => {
    expect(formatKst(oneYearLater(kstDate(2025, 4, 28, 10, 0)))).toBe('2026-04-28 10:00');
    expect(formatKst(oneYearLater(kstDate(2028, 2, 29, 9, 0)))).toBe('2029-02-28 09:00');
    expect(oneYearLater(null)).toBeNull();
    const race = kstDate(2025, 10, 19, 8, 30); // a Sunday
    const next = nextRaceDay(race);
    expect(formatKst(next)).toBe('2026-10-18 08:30');
    expect(new Date(next.getTime() + 9 * 3600_000).getUTCDay()).toBe(0);
  });

  it('reads and writes race day and times in KST', () => {
    const at = raceInstant('2026-10-18', '08:30');
    expect(at.toISOString()).toBe('2026-10-17T23:30:00.000Z');
    expect(kstDayAndTime(at)).toEqual({ day: '2026-10-18', time: '08:30' });
  });
});

describe('nameSaysRound (an album edition choice shows the name alone when it says its round)', () => {
  it('reads the round as edition names write it, not any digits of the name', () => {
    expect(nameSaysRound('제24회 대청호 마라톤대회', 24)).toBe(true);
    expect(nameSaysRound('The 24th Daecheong Lake Marathon', 24)).toBe(true);
    expect(nameSaysRound('제24회 대청호 마라톤대회', 2)).toBe(false);
    expect(nameSaysRound('2021 대청호 마라톤대회', 1)).toBe(false);
    expect(nameSaysRound('2021 대청호 마라톤대회', 21)).toBe(false);
  });
});
