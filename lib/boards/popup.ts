import { kstDate, kstParts } from '@/lib/time/kst';

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/**
 * A popup time as the staff form sends it (spec §5: 'YYYY-MM-DD HH:mm:ss', Korea time) -> the instant;
 * null when the text is not such a time or names no real calendar moment (2025-02-30 24:00:00).
 */
export function parseKstDateTime(text: string): Date | null {
  const m = DATE_TIME.exec(text.trim());
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number);
  if (mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || s > 59) return null;
  const at = new Date(kstDate(y, mo, d, h, mi).getTime() + s * 1000);
  const back = kstParts(at);
  return back.year === y && back.month === mo && back.day === d ? at : null;
}

/** An instant as 'YYYY-MM-DD HH:mm:ss' in Korea time (the format the staff form sends back). */
export function formatKstDateTime(d: Date | string | null | undefined): string {
  if (!d) return '';
  const at = typeof d === 'string' ? new Date(d) : d;
  const k = new Date(at.getTime() + 9 * 3600_000);
  return k.toISOString().slice(0, 19).replace('T', ' ');
}

export type PopupWindow = { openTime: Date; closeTime: Date } | null;

/**
 * The popup window of a notice (spec §4, §5): both times or neither. Returns the window, null for
 * no popup, or the catalogue key of the refusal: 'board.errors.popupBoth' ('enter popup start and
 * end'), 'board.errors.popupTime' (not a 'YYYY-MM-DD HH:mm:ss' time), 'board.errors.popupOrder'
 * ('popup start must be before end').
 */
export function popupWindow(openTime?: string | null, closeTime?: string | null): { window: PopupWindow } | { error: string } {
  const open = openTime?.trim() ?? '';
  const close = closeTime?.trim() ?? '';
  if (!open && !close) return { window: null };
  if (!open || !close) return { error: 'board.errors.popupBoth' };
  const o = parseKstDateTime(open);
  const c = parseKstDateTime(close);
  if (!o || !c) return { error: 'board.errors.popupTime' };
  if (o.getTime() >= c.getTime()) return { error: 'board.errors.popupOrder' };
  return { window: { openTime: o, closeTime: c } };
}

/** True when `now` lies in the popup window [openTime, closeTime) of a notice (spec §7 GET /api/welcome/popup). */
export function isPopupOpen(p: { openTime: Date | null; closeTime: Date | null }, now: Date): boolean {
  if (!p.openTime || !p.closeTime) return false;
  return p.openTime.getTime() <= now.getTime() && now.getTime() < p.closeTime.getTime();
}

/**
 * Seconds from `now` until the next midnight in Korea: the lifetime of the 'do not show again today'
 * cookie of a popup (popup notices). Always at least 1.
 */
export function secondsUntilKstMidnight(now: Date): number {
  const p = kstParts(now);
  const midnight = kstDate(p.year, p.month, p.day + 1, 0, 0);
  return Math.max(1, Math.ceil((midnight.getTime() - now.getTime()) / 1000));
}
