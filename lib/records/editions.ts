/**
 * The editions of the race (spec §9 "Records: 24 rounds, years 2001 to 2025 without 2020"): the 1st
 * in 2001, one a year, none in 2020 (the pandemic year), so the 20th is 2021 and the 24th is 2025.
 * Client-safe (no server imports).
 */
export const FIRST_ROUND = 1;
export const CURRENT_ROUND = 24;

/** The calendar year of round `holdRound` (1..24); throws RangeError outside that range. */
export function yearOfRound(holdRound: number): number {
  if (!Number.isInteger(holdRound) || holdRound < FIRST_ROUND || holdRound > CURRENT_ROUND) throw new RangeError(`no round ${holdRound}`);
  return holdRound <= 19 ? 2000 + holdRound : 2001 + holdRound;
}

/** All rounds, newest first, with their years (the record forms' round choice). */
export function allEditions(): Array<{ holdRound: number; year: number }> {
  const out: Array<{ holdRound: number; year: number }> = [];
  for (let r = CURRENT_ROUND; r >= FIRST_ROUND; r--) out.push({ holdRound: r, year: yearOfRound(r) });
  return out;
}
