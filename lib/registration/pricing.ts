/**
 * Prices of spec §9, in won. Standard price per ticket; a disabled participant pays `disabledPrice`
 * where the course has one (half and mini 20,000); a school group of 10 or more pays
 * `schoolGroupPrice` where the course has one (health 15,000, mini 30,000).
 */
export interface PricedTicket {
  ticketSeq: number;
  ticketPrice: number;
  disabledPrice: number | null;
  schoolGroupPrice: number | null;
}

import type { PriceCategory } from '@/lib/codes';

/** Minimum group size for the school-group price (spec §9). */
export const SCHOOL_GROUP_MIN = 10;

/** Price in won of one runner's ticket under a category. */
export function runnerPrice(ticket: PricedTicket, category: PriceCategory, groupSize: number): number {
  if (category === 'disabled' && ticket.disabledPrice != null) return ticket.disabledPrice;
  if (category === 'school' && groupSize >= SCHOOL_GROUP_MIN && ticket.schoolGroupPrice != null) {
    return ticket.schoolGroupPrice;
  }
  return ticket.ticketPrice;
}

/** Total in won of an application: the sum of its runners' prices (spec §5 "Group amount"). */
export function applicationAmount(runnerTickets: PricedTicket[], category: PriceCategory): { amount: number; prices: number[] } {
  const prices = runnerTickets.map((t) => runnerPrice(t, category, runnerTickets.length));
  return { amount: prices.reduce((a, b) => a + b, 0), prices };
}

/** Depositor memo (spec §5): applicant name plus the last 4 phone digits, or 'free' when amount is 0. */
export function depositorBrief(joinerName: string, cellphone: string, amount: number): string {
  return amount === 0 ? 'free' : `${joinerName}${cellphone.slice(-4)}`;
}
