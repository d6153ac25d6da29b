/**
 * How a kind's loop behaves while its process accepts applications (lib/jobs/pressure.mjs):
 * - 'briefly' (the default): it holds back up to 5 s at a time, then runs one batch, so deliveries
 *   (registration numbers, payment messages) still go out during an opening rush, a little later;
 * - 'untilIdle': it starts nothing until the process is idle again, for work nobody waits for in the
 *   minute (reading the bibs of race photos: minutes of CPU per album).
 */
export type HoldBack = 'briefly' | 'untilIdle';

/** Longest a 'briefly' loop holds back at a time while the process accepts applications (ms). */
export const MAX_YIELD_MS = 5_000;

/**
 * Whether a loop of a kind with `holdBack` waits one more polling interval, the process being busy
 * and the loop having held back for `heldForMs` (ms) so far. Pure.
 */
export function holdsBack(holdBack: HoldBack, heldForMs: number): boolean {
  return holdBack === 'untilIdle' || heldForMs < MAX_YIELD_MS;
}
