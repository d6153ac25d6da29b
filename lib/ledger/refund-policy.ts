import { figures, type LedgerSummary } from './summary';

/**
 * The edition's refund policy (spec §9 'no refunds afterwards'; RunSignup-style windows), pure and
 * client-safe: a list of windows in time order, each giving back `percent` of the money paid for what
 * is cancelled until its `until` instant; after the last window nothing is given back.
 */
export interface RefundWindow {
  /** ISO instant (the window's last moment). */
  until: string;
  /** 0 to 100. */
  percent: number;
}

/**
 * The windows in force: the staff's, sorted by time, or, when staff set none, 100 % until the
 * registration period ends (`eventClose`) and nothing after, as spec §9 reads.
 */
export function effectiveWindows(stored: readonly RefundWindow[], eventClose: Date): RefundWindow[] {
  if (stored.length === 0) return [{ until: eventClose.toISOString(), percent: 100 }];
  return [...stored].sort((a, b) => Date.parse(a.until) - Date.parse(b.until));
}

/** The percentage given back at `now`: the first window not yet over, else 0. */
export function refundPercentAt(windows: readonly RefundWindow[], now: Date): number {
  for (const w of windows) if (now.getTime() <= Date.parse(w.until)) return w.percent;
  return 0;
}

/** Won back and won kept as the cancellation fee out of `credit` won at `percent` (won rounded down). */
export function splitCredit(credit: number, percent: number): { refund: number; fee: number } {
  const refund = Math.floor((Math.max(0, credit) * percent) / 100);
  return { refund, fee: Math.max(0, credit) - refund };
}

/**
 * What taking away charges worth `removed` won (members, the whole entry, the difference of a cheaper
 * course) gives back under `percent`: of the money paid beyond what is still charged afterwards, the
 * part this reduction frees (`credit`; money already owed back before stays owed in full), `refund`
 * comes back and `fee` is kept. Nothing paid, nothing back: an unpaid entry is reduced without fee.
 */
export function cancellationRefund(
  s: Pick<LedgerSummary, 'charged' | 'paid' | 'refunded'>,
  removed: number,
  percent: number,
): { credit: number; refund: number; fee: number } {
  const before = figures(s.charged, s.paid, s.refunded).credit;
  const credit = figures(s.charged - removed, s.paid, s.refunded).credit - before;
  return { credit, ...splitCredit(credit, percent) };
}
