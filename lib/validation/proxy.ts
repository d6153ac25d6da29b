import { z } from 'zod';
import { PRICE_CATEGORIES } from '@/lib/codes';
import { applicantSchema, checkRunnerEmails, runnerSchema, withApplicantRules } from './application';
import { groupNameField, joinSeqField } from './fields';
import { V } from './messages';
import { idParam } from './id-param';

/**
 * Body schemas of the staff proxy calls (spec §4 "Staff proxy", §7 admin calls). The runner and
 * applicant rules are the public ones (spec §5); staff forms show no other client-side checks.
 */

/** A runner already stored, as the edit lists carry it (UPD needs its runnerSeq). */
export const storedRunnerSchema = runnerSchema.safeExtend({
  runnerSeq: idParam(V.badRequest),
});
export type StoredRunnerInput = z.infer<typeof storedRunnerSchema>;

/** The applicant of a proxy form: the public fields plus group name and, when editing, the registration number. */
export const proxyJoinerSchema = withApplicantRules(
  applicantSchema.extend({
    joinSeq: joinSeqField.optional(),
    exponent: z.union([groupNameField, z.literal(''), z.null()]).optional(),
    /** Price category of a new registration (spec §9); an edit keeps the stored one. */
    priceCategory: z.enum(PRICE_CATEGORIES, { error: V.badRequest }).default('standard'),
    // The spec's body carries these; the server decides them (spec §4, ARCHITECTURE.md).
    paymentType: z.unknown().optional(),
    paymentStatus: z.unknown().optional(),
    amount: z.unknown().optional(),
    deposit: z.unknown().optional(),
    brief: z.unknown().optional(),
  }),
);
export type ProxyJoinerInput = z.infer<typeof proxyJoinerSchema>;

/** Runner lists of a group save (spec §4): INS new, UPD edited existing (with runnerSeq), DEL removed existing. */
export const runnerDiffSchema = z.object({
  INS: z.array(runnerSchema).max(2000, V.runnerRequired).default([]),
  UPD: z.array(storedRunnerSchema).max(2000, V.runnerRequired).default([]),
  DEL: z.array(idParam(V.badRequest)).max(2000).default([]),
});
export type RunnerDiff = z.infer<typeof runnerDiffSchema>;

/**
 * POST /api/admin/applicant/applyForAll: applicant (as `applicant` or `joiner`) plus runners {INS, DEL, UPD}.
 * Without joinSeq it registers anew (only INS counts); with joinSeq it edits that registration.
 */
export const applyForAllSchema = z.preprocess(
  (v) => {
    if (v && typeof v === 'object' && !('joiner' in v) && 'applicant' in v)
      return { ...v, joiner: (v as { applicant: unknown }).applicant };
    return v;
  },
  z.object({ joiner: proxyJoinerSchema, runners: runnerDiffSchema }).superRefine((v, ctx) => {
    checkRunnerEmails({ joiner: v.joiner, runners: v.runners.INS }, ctx, ['runners', 'INS']);
    checkRunnerEmails({ joiner: v.joiner, runners: v.runners.UPD }, ctx, ['runners', 'UPD']);
  }),
);
export type ApplyForAllInput = z.infer<typeof applyForAllSchema>;

/** PUT /api/admin/application/update: an individual registration's joiner (with joinSeq) and its one runner. */
export const adminUpdateSchema = z
  .object({
    joiner: proxyJoinerSchema.safeExtend({ joinSeq: joinSeqField }),
    runners: z.array(storedRunnerSchema, { error: V.runnerRequired }).length(1, V.runnerRequired),
  })
  .superRefine((v, ctx) => checkRunnerEmails(v, ctx));
export type AdminUpdateInput = z.infer<typeof adminUpdateSchema>;

/** GET /api/admin/applicant/findby query. */
export const findByQuerySchema = z.object({ joinSeq: joinSeqField });
