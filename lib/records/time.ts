/**
 * Race times of the results files (spec §3 "Personal record row", results import): durations as
 * `H:MM:SS`, `MM:SS` or plain seconds (fractions are cut to whole seconds, as places are given by
 * whole seconds); '-' and blank mean missing.
 */

/** The longest race time read: 48 hours (a longer one is a misread cell, and would not fit the column). */
export const MAX_DURATION_S = 48 * 3600;

/**
 * Seconds of a duration text, or null when missing; `undefined` when the text cannot be read or is
 * longer than MAX_DURATION_S.
 */
export function parseDuration(text: string | number | null | undefined): number | null | undefined {
  const s = readDuration(text);
  return typeof s === 'number' && s > MAX_DURATION_S ? undefined : s;
}

function readDuration(text: string | number | null | undefined): number | null | undefined {
  if (text === null || text === undefined) return null;
  if (typeof text === 'number') return Number.isFinite(text) && text >= 0 ? Math.floor(text) : undefined;
  const s = text.trim();
  if (s === '' || /^-+$/.test(s)) return null;
  if (/^\d+(\.\d+)?$/.test(s)) return Math.floor(Number(s));
  const m = /^(\d{1,3}):(\d{1,2})(?::(\d{1,2}))?(?:[.,]\d+)?$/.exec(s);
  if (!m) return undefined;
  const [a, b, c] = [Number(m[1]), Number(m[2]), m[3] === undefined ? undefined : Number(m[3])];
  if (c === undefined) return b < 60 ? a * 60 + b : undefined; // MM:SS
  if (b >= 60 || c >= 60) return undefined;
  return a * 3600 + b * 60 + c;
}

/**
 * Seconds since midnight of a clock time: `HH:MM:SS`, `HH:MM`, or a date-time whose time part is
 * taken (`2025-10-19 09:00:12`). Null when missing, `undefined` when unreadable.
 */
export function parseClock(text: string | null | undefined): number | null | undefined {
  if (text === null || text === undefined) return null;
  const s = text.trim();
  if (s === '' || /^-+$/.test(s)) return null;
  const m = /(?:^|[ T])(\d{1,2}):(\d{2})(?::(\d{2}))?(?:[.,]\d+)?$/.exec(s);
  if (!m) return undefined;
  const [h, mi, se] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
  if (h > 23 || mi > 59 || se > 59) return undefined;
  return h * 3600 + mi * 60 + se;
}
