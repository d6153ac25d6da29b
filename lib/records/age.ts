import { AGE_TYPES, type AgeType } from '@/lib/codes';

/**
 * Age group of a runner (spec §3, §9): 20 = under 30, 30, 40, 50 = the decade, 60 = 60 and over.
 * Unknown ages (null, 0, negative, not a number) are null: their own bucket, never counted in a decade.
 */
export function ageTypeOf(age: number | null | undefined): AgeType | null {
  if (age === null || age === undefined || !Number.isFinite(age) || age <= 0) return null;
  const decade = Math.floor(age / 10) * 10;
  const clamped = Math.min(Math.max(decade, AGE_TYPES[0]), AGE_TYPES[AGE_TYPES.length - 1]);
  return clamped as AgeType;
}

/**
 * Age on race day of a runner born in `birthYear` (or on `birthday` YYYYMMDD when known), for a race
 * held in `raceYear`, month `raceMonth` (1-12), day `raceDay`. Null when the birth data is unknown or
 * implausible (an age outside 1..120).
 */
export function ageOnRaceDay(
  birth: { birthYear?: number | null; birthday?: string | null },
  race: { year: number; month: number; day: number },
): number | null {
  let age: number | null = null;
  if (birth.birthday && /^\d{8}$/.test(birth.birthday)) {
    const y = Number(birth.birthday.slice(0, 4));
    const md = Number(birth.birthday.slice(4));
    age = race.year - y - (race.month * 100 + race.day < md ? 1 : 0);
  } else if (birth.birthYear) {
    age = race.year - birth.birthYear; // the year alone: age reached in the race year
  }
  return age !== null && age >= 1 && age <= 120 ? age : null;
}
