import { and, eq } from 'drizzle-orm';
import { joiners, runners } from '@/db/schema';
import type { PaymentStatus } from '@/lib/codes';

/**
 * Whether an untact run counts (ranking, confirmed ranks, announcement, certificate): only a paid
 * registration's (CMPL; a free entry is CMPL at once, spec §4). An unpaid runner (RSVT) may upload
 * and the run is kept, to count from the moment staff confirm the payment; a cancelled one (CNCL)
 * keeps its run for the record but never counts.
 */
export function runCounts(paymentStatus: PaymentStatus): boolean {
  return paymentStatus === 'CMPL';
}

/**
 * The SQL form of runCounts over `runners` joined to `joiners`: an active runner of a paid
 * registration. Every ranking, confirmation and announcement query filters with it.
 */
export const countingEntry = and(eq(runners.active, true), eq(joiners.paymentStatus, 'CMPL'));
