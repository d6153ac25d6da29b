import { kstDate, kstParts } from '@/lib/time/kst';
import type { PaymentType, RegistrationSource } from '@/lib/codes';

/**
 * Payment deadlines of unpaid registrations (places after the opening): how long an entry awaiting
 * its transfer (RSVT) keeps its places before the system cancels it. Pure and client-safe; the stored
 * deadline (joiners.pay_deadline) is computed here once, when the entry is accepted.
 */

/** The edition's rules (events row: deposit_days, deposit_deadline, event_close). */
export interface DeadlineRules {
  /** Days to pay after applying, counted in KST calendar days (the deadline is the end of that day). */
  depositDays: number;
  /** The last deadline of every entry; null = the end of the registration period. */
  depositDeadline: Date | null;
  /** End of the registration period (events.event_close). */
  eventClose: Date;
}

/**
 * A card order's window (spec §4: the order-id cookie lives 10 minutes): an entry applied for card
 * payment that is not paid within it gives its places back, and an open card order keeps an entry
 * whose deadline passes until its window ends.
 */
export const CARD_ORDER_WINDOW_MS = 10 * 60 * 1000;

/** 23:59:59.999 KST of the day `days` calendar days after `from`'s KST day. */
export function endOfKstDayAfter(from: Date, days: number): Date {
  const p = kstParts(from);
  return new Date(kstDate(p.year, p.month, p.day + days + 1).getTime() - 1);
}

/**
 * The payment deadline of an entry applied at `joinTime` (KST): the end of the KST day `depositDays`
 * after applying, or the edition's last deadline (`depositDeadline`, else the end of the registration
 * period) if that is earlier. An entry made after the last deadline had passed (an invitation taken
 * up late, an entry reinstated by staff) gets its days from applying. A card application's deadline
 * is the end of its card order window (CARD_ORDER_WINDOW_MS after applying).
 */
export function paymentDeadline(joinTime: Date, rules: DeadlineRules, paymentType: PaymentType = 'BANK'): Date {
  if (paymentType === 'CARD') return new Date(joinTime.getTime() + CARD_ORDER_WINDOW_MS);
  const byDays = endOfKstDayAfter(joinTime, rules.depositDays);
  const last = rules.depositDeadline ?? rules.eventClose;
  if (last.getTime() <= joinTime.getTime()) return byDays;
  return byDays.getTime() < last.getTime() ? byDays : last;
}

/**
 * Whether an accepted entry gets a payment deadline: it awaits payment (RSVT, above 0 won) and came
 * from the public forms. Staff proxy entries have none until staff set one (PUT
 * /api/admin/reception/deadline): the office registered them and agreed how they pay.
 */
export function hasPaymentDeadline(e: { paymentStatus: string; amount: number; source: RegistrationSource }): boolean {
  return e.paymentStatus === 'RSVT' && e.amount > 0 && e.source === 'public';
}

/**
 * When to remind an unpaid entry of its deadline: `reminderHours` before it, or null when reminders
 * are off (0) or that moment is not after `now` (the registration SMS, which gives the deadline, was
 * just sent).
 */
export function reminderAt(deadline: Date, reminderHours: number, now: Date): Date | null {
  if (reminderHours <= 0) return null;
  const at = new Date(deadline.getTime() - reminderHours * 3_600_000);
  return at.getTime() > now.getTime() ? at : null;
}
