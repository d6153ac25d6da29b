import type { Gender } from '@/lib/codes';
import data from './road-2020.json';
import type { AgeGradingData } from './build';

const TABLE = data as AgeGradingData;

/** Where the factors come from, for the page that shows age grades (source, year, licence). */
export const AGE_GRADING_SOURCE = { source: TABLE.source, year: TABLE.year, licence: TABLE.licence };

/**
 * The age-graded percentage of a road result (WMA / Alan Jones 2020 road standards): the age
 * standard for `gender` and `age` (the open-class standard divided by the age factor) over the
 * runner's net time, × 100, rounded to 2 decimals. 100% is the best time at that age; club runners
 * sit around 50–70%. `distanceKm` must be one of the graded distances (5, 10, 21.0975, 42.195 km);
 * null for another distance, an age outside 5..100, no gender or no time. Pure; client-safe.
 *
 * @param seconds  net (chip) time in seconds
 * @param age      age on race day, years
 */
export function ageGrade(
  seconds: number | null,
  distanceKm: number | null,
  gender: Gender | string | null,
  age: number | null,
): number | null {
  if (!seconds || seconds <= 0 || distanceKm === null || age === null || (gender !== 'M' && gender !== 'F')) return null;
  const col = TABLE.distancesKm.findIndex((d) => Math.abs(d - distanceKm) < 1e-6);
  const factor = TABLE[gender].factors[String(Math.round(age))]?.[col];
  if (col < 0 || !factor) return null;
  const standard = TABLE[gender].openSeconds[col] / factor;
  return Math.round((standard / seconds) * 10000) / 100;
}
