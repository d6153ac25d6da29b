import { kstMonthDay } from '@/lib/time/kst';

/** The fields of a ticket that decide whether it can be chosen (spec §3 "Ticket info"). */
export interface TicketAvailability {
  acceptable: number;
  total: number;
  saleOpenTime: Date | string | null;
  saleCloseTime: Date | string | null;
}

export type CourseState = 'open' | 'before' | 'closed' | 'soldout';

const toDate = (v: Date | string | null) => (v == null ? null : v instanceof Date ? v : new Date(v));

/**
 * Whether `now` is inside the ticket's sales window (spec §4): missing close = open from open;
 * missing open with a close = open until close; both missing = open.
 */
export function isInSaleWindow(t: Pick<TicketAvailability, 'saleOpenTime' | 'saleCloseTime'>, now: Date): boolean {
  const open = toDate(t.saleOpenTime);
  const close = toDate(t.saleCloseTime);
  if (open && now < open) return false;
  if (close && now > close) return false;
  return true;
}

/** Sold out when acceptable <= total (spec §4). */
export function isSoldOut(t: Pick<TicketAvailability, 'acceptable' | 'total'>): boolean {
  return t.acceptable <= t.total;
}

/** The state a course shows in the form and on the home banner; only 'open' can be chosen. */
export function courseState(t: TicketAvailability, now: Date): CourseState {
  const open = toDate(t.saleOpenTime);
  const close = toDate(t.saleCloseTime);
  if (open && now < open) return 'before';
  if (close && now > close) return 'closed';
  return isSoldOut(t) ? 'soldout' : 'open';
}

export type PeriodNotice = { kind: 'open' } | { kind: 'before'; from: string; to: string } | { kind: 'closed' } | { kind: 'allSoldOut' };

/**
 * The period message of the application form (spec §8): before sale 'The application period is from
 * M/D to M/D.', after close 'Applying for the event is closed.', every course full 'All courses are
 * sold out.' Dates are KST month/day.
 */
export function periodNotice(ticketsOnSale: TicketAvailability[], now: Date): PeriodNotice {
  if (ticketsOnSale.length === 0) return { kind: 'closed' };
  const states = ticketsOnSale.map((t) => courseState(t, now));
  if (states.includes('open')) return { kind: 'open' };
  if (states.every((s) => s === 'closed')) return { kind: 'closed' };
  if (states.includes('before')) {
    const opens = ticketsOnSale.map((t) => toDate(t.saleOpenTime)).filter((d): d is Date => !!d);
    const closes = ticketsOnSale.map((t) => toDate(t.saleCloseTime)).filter((d): d is Date => !!d);
    const from = opens.length ? new Date(Math.min(...opens.map((d) => d.getTime()))) : now;
    const to = closes.length ? new Date(Math.max(...closes.map((d) => d.getTime()))) : from;
    return { kind: 'before', from: kstMonthDay(from), to: kstMonthDay(to) };
  }
  return { kind: 'allSoldOut' };
}
