/**
 * Pure rules of a new edition made from the last one (lib/editions/next-edition.ts): its code, its
 * name, and how its dates move. Client-safe, no I/O.
 */
import { kstDate, kstParts } from '@/lib/time/kst';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The code of edition `holdRound` made from `code`: the round in the old code replaced ('DCM24' ->
 * 'DCM25'), or the round appended ('SPRING' -> 'SPRING-25'). Pure.
 */
export function nextEditionCode(code: string, holdRound: number): string {
  return /\d+$/.test(code) ? code.replace(/\d+$/, String(holdRound)) : `${code}-${holdRound}`;
}

/** English ordinal of `n` (1st, 2nd, 3rd, 11th, 24th). */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

/**
 * Whether edition name `name` says its round `holdRound` as nextEditionName writes it ('제24회 …'),
 * not merely its digits ('2024 대청호 …' for round 1 does not). Pure.
 */
export function nameSaysRound(name: string, holdRound: number): boolean {
  return name.includes(`제${holdRound}회`) || new RegExp(`\\b${ordinal(holdRound)}\\b`).test(name);
}

/**
 * The edition's name with its round moved from `from` to `to`: '제24회 대청호 마라톤대회' -> '제25회 …',
 * 'The 24th Daecheong Lake Marathon' -> 'The 25th …'. A name without its round is kept. Pure.
 */
export function nextEditionName<T extends string | null>(name: T, from: number, to: number): T {
  if (name === null) return name;
  return name.replace(`제${from}회`, `제${to}회`).replace(new RegExp(`\\b${ordinal(from)}\\b`), ordinal(to)) as T;
}

/**
 * The same KST wall-clock time one calendar year later (a sales window, a registration period);
 * 29 February becomes 28 February. Null stays null. Pure.
 */
export function oneYearLater<T extends Date | null>(d: T): T {
  if (d === null) return d;
  const p = kstParts(d);
  const lastDay = new Date(Date.UTC(p.year + 1, p.month, 0)).getUTCDate();
  return kstDate(p.year + 1, p.month, Math.min(p.day, lastDay), p.hour, p.minute) as T;
}

/**
 * Race day of the next edition: 52 weeks later, so it keeps its weekday (the race runs on a Sunday)
 * and its assembly time; staff move it from there (PUT /api/admin/event/{code}/dates). Pure.
 */
export function nextRaceDay(raceDate: Date): Date {
  return new Date(raceDate.getTime() + 364 * DAY_MS);
}

/** 'HH:MM' on 24 hours. */
export const CLOCK_RE = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The instant of race day `day` ('YYYY-MM-DD', KST) at `time` ('HH:MM', KST). Pure. */
export function raceInstant(day: string, time: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  const [h, min] = time.split(':').map(Number);
  return kstDate(y, m, d, h, min);
}

/** 'YYYY-MM-DD' and 'HH:MM' of an instant in KST (the dates form's values). Pure. */
export function kstDayAndTime(d: Date): { day: string; time: string } {
  const p = kstParts(d);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { day: `${p.year}-${pad(p.month)}-${pad(p.day)}`, time: `${pad(p.hour)}:${pad(p.minute)}` };
}
