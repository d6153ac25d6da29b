import { z } from 'zod';
import { AGE_TYPES, GENDERS, type AgeType } from '@/lib/codes';
import { FIRST_ROUND, MAX_ROUND } from '@/lib/records/editions';

const holdRound = z.coerce
  .number({ message: 'records.form.holdRound' })
  .int('records.form.holdRound')
  .min(FIRST_ROUND, 'records.form.holdRound')
  .max(MAX_ROUND, 'records.form.holdRound');

/**
 * POST /api/ranking/person and the /record form (spec §5 "Personal record form"): round chosen, bib
 * required and numeric ('bib number required'), name required. The name is matched ignoring case
 * and outer/repeated spaces (lib/records/lookup.ts).
 */
export const personLookupSchema = z.object({
  holdRound,
  backNo: z
    .string({ message: 'records.form.backNo' })
    .trim()
    .regex(/^\d{1,10}$/, 'records.form.backNo'),
  runnerName: z.string({ message: 'records.form.runnerName' }).trim().min(1, 'records.form.runnerName').max(100, 'records.form.runnerName'),
});
export type PersonLookup = z.infer<typeof personLookupSchema>;

/** 'all' of a filter: null, '' or the word itself (spec §7: 'all' sent as null). */
const all = (v: unknown) => (v === undefined || v === '' || v === 'all' ? null : v);

/**
 * POST /api/ranking/team and the /record/total filters (spec §7): round, age group, gender and
 * course, each null for 'all'; page from 1; rows per page 10 by default, at most 100.
 */
export const teamQuerySchema = z.object({
  holdRound: z.preprocess(all, holdRound.nullable()),
  ageType: z.preprocess(
    all,
    z.coerce
      .number()
      .refine((a): a is AgeType => (AGE_TYPES as readonly number[]).includes(a), 'records.form.ageType')
      .nullable(),
  ),
  gender: z.preprocess(all, z.enum(GENDERS, { message: 'records.form.gender' }).nullable()),
  ticketName: z.preprocess(all, z.string().trim().max(50).nullable()),
  pageNo: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
  rowCount: z.coerce.number().int().min(1).max(100).catch(10).default(10),
});
export type TeamQuery = z.infer<typeof teamQuerySchema>;
