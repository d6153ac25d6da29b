/**
 * Korea Standard Time helpers. KST has no daylight saving (UTC+9 all year), so an offset is exact;
 * formatting goes through Intl with the Asia/Seoul zone.
 */
export const KST_OFFSET_MS = 9 * 60 * 60 * 1000;

/** The KST calendar parts of an instant. */
export function kstParts(d: Date): { year: number; month: number; day: number; hour: number; minute: number } {
  const k = new Date(d.getTime() + KST_OFFSET_MS);
  return {
    year: k.getUTCFullYear(),
    month: k.getUTCMonth() + 1,
    day: k.getUTCDate(),
    hour: k.getUTCHours(),
    minute: k.getUTCMinutes(),
  };
}

/** The instant of a KST wall-clock time (month 1-12). */
export function kstDate(year: number, month: number, day: number, hour = 0, minute = 0): Date {
  return new Date(Date.UTC(year, month - 1, day, hour, minute) - KST_OFFSET_MS);
}

const DATE_ONLY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The instant of a staff-given time: an ISO date-time with its offset as it says, and a date alone
 * ('YYYY-MM-DD') as midnight KST of that day, never UTC midnight (which is 09:00 in Korea).
 */
export function parseKstInstant(s: string): Date {
  const m = DATE_ONLY_RE.exec(s);
  return m ? kstDate(Number(m[1]), Number(m[2]), Number(m[3])) : new Date(s);
}

/** 'M/D' in KST, as in the spec's period message 'The application period is from M/D to M/D.' */
export function kstMonthDay(d: Date): string {
  const p = kstParts(d);
  return `${p.month}/${p.day}`;
}

/** 'YYYY-MM-DD HH:mm' in KST, for tables and banners. */
export function formatKst(d: Date | string | null | undefined, withTime = true): string {
  if (!d) return '';
  const date = typeof d === 'string' ? new Date(d) : d;
  const p = kstParts(date);
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${p.year}-${pad(p.month)}-${pad(p.day)}`;
  return withTime ? `${day} ${pad(p.hour)}:${pad(p.minute)}` : day;
}

/** The instant today (in Korea) began at `now`: KST midnight. */
export function startOfKstDay(now: Date): Date {
  const p = kstParts(now);
  return kstDate(p.year, p.month, p.day);
}
