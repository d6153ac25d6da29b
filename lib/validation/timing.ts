import { z } from 'zod';
import { TIMING_POINTS } from '@/lib/codes';
import { kstDate } from '@/lib/time/kst';
import { textField } from './fields';

/**
 * Bodies of the live-results calls (live results). A passing names its runner by chip or bib,
 * the point and the instant: ISO-8601 with an offset ('2025-10-19T09:45:12.3+09:00', 'Z'), or
 * without one, read as Korean time (timing software in Korea writes local time).
 */

/** Most passings in one call (3,500 runners × 5 points fit in 4 calls). */
export const MAX_PASSINGS_PER_CALL = 5_000;

const ISO_RE = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?(Z|[+-]\d{2}:?\d{2})?$/;

/** The instant of an ISO-8601 date-time; without an offset it is KST. Null when malformed. */
export function parsePassingTime(text: string): Date | null {
  const m = ISO_RE.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s, frac, zone] = m;
  const ms = frac ? Math.round(Number(frac) * 1000) : 0;
  if (zone) {
    const t = new Date(text.trim().replace(' ', 'T'));
    return Number.isNaN(t.getTime()) ? null : t;
  }
  const t = new Date(kstDate(Number(y), Number(mo), Number(d), Number(h), Number(mi)).getTime() + Number(s) * 1000 + ms);
  return Number.isNaN(t.getTime()) ? null : t;
}

const chipField = textField('raceDay.timing.badChip').trim().min(1, 'raceDay.timing.badChip').max(32, 'raceDay.timing.badChip');
const backNoField = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,5}$/, 'raceDay.timing.badBackNo'),
    ],
    { error: 'raceDay.timing.badBackNo' },
  )
  .transform(Number)
  .refine((n) => Number.isInteger(n) && n >= 1 && n <= 99_999, 'raceDay.timing.badBackNo');

/** One passing as the timing company sends it: {chipNo|backNo, point, time}. */
export const passingSchema = z
  .object({
    chipNo: chipField.optional(),
    backNo: backNoField.optional(),
    point: z.enum(TIMING_POINTS, { error: 'raceDay.timing.badPoint' }),
    time: z.string({ error: 'raceDay.timing.badTime' }).transform((v, ctx) => {
      const t = parsePassingTime(v);
      if (!t) {
        ctx.addIssue({ code: 'custom', message: 'raceDay.timing.badTime' });
        return z.NEVER;
      }
      return t;
    }),
  })
  .refine((p) => p.chipNo !== undefined || p.backNo !== undefined, { message: 'raceDay.timing.noRunner', path: ['chipNo'] });
export type PassingInput = z.infer<typeof passingSchema>;

/** POST /api/v1/timing/passings: an array of passings, or {passings: [...]}. */
export const passingsBodySchema = z.preprocess(
  (v) => (v && typeof v === 'object' && !Array.isArray(v) && 'passings' in v ? (v as { passings: unknown }).passings : v),
  z
    .array(passingSchema, { error: 'raceDay.timing.badBody' })
    .min(1, 'raceDay.timing.badBody')
    .max(MAX_PASSINGS_PER_CALL, 'raceDay.timing.tooMany'),
);

/** POST /api/admin/timing/tokens {label}: a name staff give the token (the timing company's). */
export const timingTokenSchema = z.object({
  label: textField('raceDay.timing.badLabel').trim().min(1, 'raceDay.timing.badLabel').max(50, 'raceDay.timing.badLabel'),
});
