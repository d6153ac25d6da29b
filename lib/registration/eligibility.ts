import { kstParts } from '@/lib/time/kst';

/** Age rules of a course (spec §9): half 18+ on race day; mini elementary-school age or older. */
export interface CourseAgeRule {
  minAge: number;
  minSchool: string | null;
}

/** Full years of age on `raceDate` (KST calendar) for a YYYYMMDD birthday. */
export function ageOnRaceDay(birthday: string, raceDate: Date): number {
  const r = kstParts(raceDate);
  const y = Number(birthday.slice(0, 4));
  const m = Number(birthday.slice(4, 6));
  const d = Number(birthday.slice(6, 8));
  let age = r.year - y;
  if (r.month < m || (r.month === m && r.day < d)) age -= 1;
  return age;
}

/**
 * Korean children start elementary school in the March of the year they turn 7 (international age),
 * so a runner is of elementary age in the race year when born in raceYear - 7 or earlier.
 */
export function isElementaryAgeOrOlder(birthday: string, raceDate: Date): boolean {
  return Number(birthday.slice(0, 4)) <= kstParts(raceDate).year - 7;
}

export type EligibilityProblem = 'ageHalf' | 'ageMini' | null;

/** Which age rule (if any) a runner breaks for a course; null when eligible. */
export function eligibilityProblem(rule: CourseAgeRule, birthday: string, raceDate: Date): EligibilityProblem {
  if (rule.minAge > 0 && ageOnRaceDay(birthday, raceDate) < rule.minAge) return 'ageHalf';
  if (rule.minSchool === 'elementary' && !isElementaryAgeOrOlder(birthday, raceDate)) return 'ageMini';
  return null;
}
