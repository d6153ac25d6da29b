/**
 * The editions of the race (spec §9 "Records: 24 rounds, years 2001 to 2025 without 2020"): the 1st
 * in 2001, one a year, none in 2020 (the pandemic year), so the 20th is 2021 and the 24th is 2025;
 * the editions staff create after it (lib/editions) follow one a year, and their race day in the
 * events table says their year (lib/records/round-list.ts). Client-safe (no server imports).
 */
export const FIRST_ROUND = 1;
/** The last round of the spec's history; later rounds come from the editions staff create. */
export const CURRENT_ROUND = 24;
/** The highest round a record form or import accepts (a later round without results just finds none). */
export const MAX_ROUND = 999;

/** The calendar year of round `holdRound` by the race's history (one a year, none in 2020); RangeError below round 1. */
export function yearOfRound(holdRound: number): number {
  if (!Number.isInteger(holdRound) || holdRound < FIRST_ROUND || holdRound > MAX_ROUND) throw new RangeError(`no round ${holdRound}`);
  return holdRound <= 19 ? 2000 + holdRound : 2001 + holdRound;
}

/** Rounds `lastRound` down to 1, newest first, with their years (the record forms' round choice). */
export function allEditions(lastRound = CURRENT_ROUND): Array<{ holdRound: number; year: number }> {
  const out: Array<{ holdRound: number; year: number }> = [];
  for (let r = lastRound; r >= FIRST_ROUND; r--) out.push({ holdRound: r, year: yearOfRound(r) });
  return out;
}
