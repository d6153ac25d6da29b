import { effectiveWindows, refundPercentAt, type RefundWindow } from '@/lib/ledger/refund-policy';

/**
 * What runners may change after registering, per edition (pure, client-safe): the stored settings
 * (db/schema/ledger.ts editionPolicies; null when staff never saved any) with the defaults filled in.
 */
export interface StoredPolicy {
  changeOpen: Date | null;
  changeClose: Date | null;
  kitCutoff: Date | null;
  transferOpen: Date | null;
  transferClose: Date | null;
  transferFee: number;
  transferApproval: boolean;
  transferLimit: number;
  refundWindows: RefundWindow[];
}

/** The edition dates the defaults come from. */
export interface EditionDates {
  eventOpen: Date;
  eventClose: Date;
}

/** The policy in force, every date an instant. */
export interface EditionPolicy {
  /** Course changes and new members (self-service): from `changeOpen` to `changeClose`. */
  changeOpen: Date;
  changeClose: Date;
  /** Souvenir (T-shirt size) changes end here; transfers are refused after it. */
  kitCutoff: Date;
  /** Transfers: off (null) unless staff set a close. */
  transfer: { open: Date; close: Date; fee: number; approval: boolean; limit: number } | null;
  /** Refund windows in time order (staff's, or 100 % until the registration period ends). */
  refundWindows: RefundWindow[];
}

/**
 * The policy of an edition: staff's settings where saved, else the defaults: changes during the
 * registration period, souvenir sizes until it ends, no transfers, and the refund policy of spec §9
 * (everything back until the registration period ends, nothing after).
 */
export function policyOf(stored: StoredPolicy | null, ev: EditionDates): EditionPolicy {
  const s = stored;
  const transferClose = s?.transferClose ?? null;
  return {
    changeOpen: s?.changeOpen ?? ev.eventOpen,
    changeClose: s?.changeClose ?? ev.eventClose,
    kitCutoff: s?.kitCutoff ?? ev.eventClose,
    transfer: transferClose
      ? {
          open: s?.transferOpen ?? ev.eventOpen,
          close: transferClose,
          fee: s?.transferFee ?? 0,
          approval: s?.transferApproval ?? true,
          limit: s?.transferLimit ?? 1,
        }
      : null,
    refundWindows: effectiveWindows(s?.refundWindows ?? [], ev.eventClose),
  };
}

/** Where `now` stands against a window [open, close]. */
export function windowState(open: Date, close: Date, now: Date): 'before' | 'open' | 'closed' {
  if (now < open) return 'before';
  return now > close ? 'closed' : 'open';
}

/** What the visitor may do at `now`: course changes and new members, souvenir changes, transfers; the refund percentage. */
export function allowedAt(p: EditionPolicy, now: Date) {
  const changes = windowState(p.changeOpen, p.changeClose, now) === 'open';
  const transfer = !!p.transfer && windowState(p.transfer.open, p.transfer.close, now) === 'open' && now <= p.kitCutoff;
  return { changes, souvenir: now <= p.kitCutoff, transfer, refundPercent: refundPercentAt(p.refundWindows, now) };
}
