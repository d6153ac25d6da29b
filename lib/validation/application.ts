import { z } from 'zod';
import {
  applicantPhoneField,
  birthdayField,
  detailAddressField,
  emailField,
  genderField,
  groupNameField,
  joinSeqField,
  lookupPhoneField,
  mobileField,
  needsForeignPhone,
  personNameField,
  textField,
  zipAddressField,
  zipcodeField,
} from './fields';
import { V } from './messages';
import { PAYMENT_TYPES, PRICE_CATEGORIES } from '@/lib/codes';
import { idParam } from './id-param';
import { checkEmergency, emergencyShape } from './emergency';
import { isInternational } from './international-phone';

/**
 * Body schemas of the public registration calls (spec §7) and their forms (spec §5).
 * Client forms and route handlers import these same objects.
 */

export const applicantSchema = z.object({
  joinerName: personNameField,
  cellphone: applicantPhoneField,
  /** The contact of an applicant whose phone is not Korean (their messages go by e-mail); else optional. */
  email: z.preprocess((v) => (v === '' ? null : v), emailField.nullable()).optional(),
  zipcode: zipcodeField,
  zipAddress: zipAddressField,
  address: detailAddressField,
});

/**
 * The rules between an applicant's fields for runners from abroad: a passport name (with spaces)
 * only with an international phone, an e-mail address required with an international phone (the
 * registration number, payment and bib messages go there instead of SMS), and no bank transfer
 * with it (the deposit account is Korean; card payment works with foreign cards). Korean entries
 * are unchanged (spec §5).
 */
export function checkForeignApplicant(
  v: { joinerName: string; cellphone: string; email?: string | null; paymentType?: string },
  ctx: z.RefinementCtx,
): void {
  const foreign = isInternational(v.cellphone);
  checkPassportName('joinerName')(v, ctx);
  if (foreign && !v.email) ctx.addIssue({ code: 'custom', path: ['email'], message: V.emailRequired });
  if (foreign && v.paymentType === 'BANK') ctx.addIssue({ code: 'custom', path: ['paymentType'], message: V.foreignBank });
}

/**
 * A passport name (with a space, hyphen or apostrophe) in field `key` only with an international
 * phone in `cellphone` of the same object: a Korean entry keeps the spec's one-word rule (spec §5),
 * refused with its message.
 */
export const checkPassportName =
  <K extends string>(key: K) =>
  (v: { [k in K]: string } & { cellphone: string }, ctx: z.RefinementCtx): void => {
    if (!isInternational(v.cellphone) && needsForeignPhone(v[key])) ctx.addIssue({ code: 'custom', path: [key], message: V.name });
  };

/**
 * A runner of any form or upload (spec §3 Runner, §5): the required fields, then the optional
 * emergency contact, blood type and finish-SMS consent (lib/validation/emergency.ts) with their
 * rules between fields. Extend it with `.safeExtend` (which keeps those rules).
 */
export const runnerSchema = z
  .object({
    ticketSeq: idParam(V.course),
    souvenir: textField().trim().max(50).nullish(),
    choiceOption: textField(V.option).trim().min(1, V.option).max(20, V.option),
    runnerName: personNameField,
    birthday: birthdayField,
    gender: genderField,
    cellphone: mobileField,
    // The spec's body carries these; the public site never lets a runner choose them.
    backNo: z.unknown().optional(),
    chipNo: z.unknown().optional(),
    ...emergencyShape,
  })
  .superRefine(checkEmergency)
  .superRefine(checkPassportName('runnerName'));
export type RunnerInput = z.infer<typeof runnerSchema>;

/**
 * POST /api/applicant/applyFor body. paymentStatus and amount may be sent (spec §7) but the server
 * decides both; brief is recomputed too.
 */
export const applyForSchema = z.object({
  joiner: applicantSchema
    .extend({
      exponent: z.union([groupNameField, z.literal(''), z.null()]).optional(),
      paymentType: z.enum(PAYMENT_TYPES, { error: V.paymentType }).default('BANK'),
      paymentStatus: z.unknown().optional(),
      brief: z.unknown().optional(),
      amount: z.unknown().optional(),
      priceCategory: z.enum(PRICE_CATEGORIES).default('standard'),
      /** A waitlist invitation (the `invite` of /apply/individual?invite=…): the runner takes the place held for them. */
      inviteToken: z.string().trim().max(100).optional(),
    })
    .superRefine(checkForeignApplicant),
  runners: z.array(runnerSchema, { error: V.runnerRequired }).min(1, V.runnerRequired).max(200, V.runnerRequired),
  /** The solved bot check (ALTCHA payload, base64) when staff switched it on; ignored otherwise. */
  altcha: z.string().max(8000).optional(),
});
export type ApplyForInput = z.infer<typeof applyForSchema>;

/** The individual form of /apply/individual step 2: applicant plus one participant. */
export const individualFormSchema = applicantSchema
  .extend({ runner: runnerSchema, paymentType: z.enum(PAYMENT_TYPES).optional() })
  .superRefine(checkForeignApplicant);
export type IndividualFormInput = z.input<typeof individualFormSchema>;

/**
 * The applicant part of /apply/group step 2 (spec §2, §5): applicant, group name and price category
 * (spec §9). The runners are entered one row at a time with `runnerSchema`.
 */
export const groupFormSchema = applicantSchema
  .extend({
    exponent: groupNameField,
    priceCategory: z.enum(PRICE_CATEGORIES, { error: V.badRequest }),
  })
  .superRefine(checkForeignApplicant);
export type GroupFormInput = z.input<typeof groupFormSchema>;

/** GET /api/isDuplicateTeamName query (spec §7). */
export const teamNameQuerySchema = z.object({ teamName: groupNameField });

/** POST /api/application/search and the proof required by update and cancel (spec §2, §7). */
export const lookupSchema = z.object({
  joinSeq: joinSeqField,
  joinerName: personNameField,
  cellphone: lookupPhoneField,
});
export type LookupInput = z.infer<typeof lookupSchema>;

/**
 * PUT /api/application/update (spec §7: body joiner and runners). `joiner` carries the registration
 * number and the new values under the spec's names; `proof` is the name and phone the visitor looked
 * the registration up with (defaults to joiner's own when those are not being changed). For CMPL only
 * phone and address may change (spec §4).
 */
export const updateJoinerFields = z.object({
  joinSeq: joinSeqField,
  joinerName: personNameField,
  exponent: z.union([groupNameField, z.literal(''), z.null()]).optional(),
  cellphone: applicantPhoneField,
  zipcode: zipcodeField,
  zipAddress: zipAddressField,
  address: detailAddressField,
});

export const updateSchema = z.object({
  joiner: updateJoinerFields.superRefine(checkPassportName('joinerName')),
  proof: z.object({ joinerName: personNameField, cellphone: lookupPhoneField }).optional(),
  runners: z.unknown().optional(),
});
export type UpdateInput = z.infer<typeof updateSchema>;

/** GET /api/isDuplicate query. */
export const duplicateQuerySchema = z.object({
  name: personNameField,
  cellphone: mobileField,
  birthday: birthdayField,
});
