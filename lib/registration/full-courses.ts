import { invalidate, recall, remember } from '@/lib/cache/memo';
import { publish } from '@/lib/cache/shared-invalidation';
import { soldOut } from '@/lib/errors';
import { CATALOGUE_CACHE } from './places';

/**
 * Courses this process saw full (spec §4 'sold out when acceptable <= total'), so that during an
 * opening rush the many applications for a filled course are refused from memory with S0003 instead
 * of each taking a database connection. Only ever a refusal, never an acceptance: places are taken
 * under the row lock (places.ts, accept-batch.ts). A mark lasts FULL_MEMO_MS and is dropped with
 * the catalogue cache whenever places are given back or staff edit the courses, in every worker
 * (lib/cache/shared-invalidation.ts); a worker that missed the notification forgets it within FULL_MEMO_MS.
 */
export const FULL_MEMO_MS = 2_000;

const keyOf = (ticketSeq: number) => `${CATALOGUE_CACHE}:full:${ticketSeq}`;

/**
 * Notes that `ticketSeq` (shown as `ticketName`) had no room left, here and in the other workers;
 * the live counts are reloaded too.
 */
export function noteFull(ticketSeq: number, ticketName: string): void {
  remember(keyOf(ticketSeq), ticketName);
  publish({ op: 'remember', key: keyOf(ticketSeq), fact: ticketName });
  invalidate('ticket-sold');
}

/** Names of the courses among `ticketSeqs` marked full in the last FULL_MEMO_MS, each once. */
function knownFullNames(ticketSeqs: Iterable<number>): string[] {
  const names = new Set<string>();
  for (const ticketSeq of ticketSeqs) {
    const name = recall<string>(keyOf(ticketSeq), FULL_MEMO_MS);
    if (name !== undefined) names.add(name);
  }
  return [...names];
}

/** Throws S0003 naming the courses of `runners` marked full in the last FULL_MEMO_MS; else returns. */
export function refuseKnownFull(runners: ReadonlyArray<{ ticketSeq: number }>): void {
  const names = knownFullNames(runners.map((r) => r.ticketSeq));
  if (names.length) throw soldOut(names);
}
