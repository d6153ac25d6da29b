import { z } from 'zod';
import {
  applicantPhoneField,
  birthdayField,
  emailField,
  genderField,
  groupNameField,
  joinSeqField,
  lookupPhoneField,
  mobileField,
  needsForeignPhone,
  personNameField,
  KOREAN_ZIPCODE_RE,
  POSTCODE_ABROAD_RE,
  textField,
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

/** A contact e-mail address of a form: empty means none; required with a phone from abroad (checkForeignApplicant). */
export const optionalEmailField = z.preprocess((v) => (v === '' ? null : v), emailField.nullable()).optional();

/**
 * The address fields of an applicant, only bounded here: which rule applies depends on the phone of
 * the same object (checkAddress). A Korean applicant keeps the spec's rules (spec §5: postcode from
 * the search, road address, detail address, each required); an applicant from abroad writes one
 * free-form address (street, city, country) and, if they have one, their country's postcode.
 */
export const addressShape = {
  zipcode: textField(V.zipcode).trim(),
  zipAddress: textField(V.zipAddress).trim().max(200, V.zipAddress),
  address: textField(V.address).trim().max(200, V.address),
};

/**
 * The address rule of an applicant (see addressShape), by the phone of the same object: with a
 * Korean phone the postcode is 5 (or 6) digits (V.zipcode), the road address 2–200 characters
 * (V.zipAddress) and the detail address required (V.address), as the spec says; with a phone from
 * abroad (E.164) the address is 2–200 characters of free text (V.addressAbroad), the postcode empty
 * or POSTCODE_ABROAD_RE (V.postcodeAbroad) and the second line optional. A runner from abroad gets
 * their kit at the race office (lib/dispatch sends parcels to Korean addresses only). While the phone
 * itself is invalid the Korean rule applies, so every missing field is named at once.
 * Run it with ALWAYS, so its messages come together with the other fields' ones.
 */
export function checkAddress(
  v: { cellphone?: unknown; zipcode?: unknown; zipAddress?: unknown; address?: unknown },
  ctx: z.RefinementCtx,
): void {
  const foreign = typeof v.cellphone === 'string' && isInternational(v.cellphone);
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (typeof v.zipcode === 'string') {
    if (foreign ? v.zipcode !== '' && !POSTCODE_ABROAD_RE.test(v.zipcode) : !KOREAN_ZIPCODE_RE.test(v.zipcode))
      issue('zipcode', foreign ? V.postcodeAbroad : V.zipcode);
  }
  if (typeof v.zipAddress === 'string' && v.zipAddress.length < 2) issue('zipAddress', foreign ? V.addressAbroad : V.zipAddress);
  if (!foreign && typeof v.address === 'string' && v.address.length === 0) issue('address', V.address);
}

/**
 * Refinement options of a rule between an object's fields that must also run while one of the fields
 * failed (its messages come at once): whenever the value is an object at all (a body without it is a
 * type error of its own).
 */
export const ALWAYS = { when: (p: { value: unknown }) => typeof p.value === 'object' && p.value !== null } as const;

export const applicantSchema = z.object({
  joinerName: personNameField,
  cellphone: applicantPhoneField,
  /** The contact of an applicant whose phone is not Korean (their messages go by e-mail); else optional. */
  email: optionalEmailField,
  ...addressShape,
});

/**
 * The rules between an applicant's fields for runners from abroad: a passport name (with spaces)
 * only with an international phone, an e-mail address required with an international phone (the
 * registration number, payment and bib messages go there instead of SMS), and no bank transfer
 * with it (the deposit account is Korean; card payment works with foreign cards). Korean entries
 * are unchanged (spec §5).
 */
export function checkForeignApplicant(
  v: { joinerName: string; cellphone: string; email?: string | null; paymentType?: unknown },
  ctx: z.RefinementCtx,
): void {
  const foreign = isInternational(v.cellphone);
  checkPassportName('joinerName')(v, ctx);
  checkContactEmail(v, ctx);
  if (foreign && v.paymentType === 'BANK') ctx.addIssue({ code: 'custom', path: ['paymentType'], message: V.foreignBank });
}

/**
 * An e-mail address in `email` is required when the `cellphone` of the same object is from abroad
 * (the person's messages go there instead of SMS; V.emailRequired); with a Korean phone it stays
 * optional. One rule for the applicant, a group member, a waitlist entry and a self-service edit.
 */
export function checkContactEmail(v: { cellphone: string; email?: string | null }, ctx: z.RefinementCtx): void {
  if (isInternational(v.cellphone) && !v.email) ctx.addIssue({ code: 'custom', path: ['email'], message: V.emailRequired });
}

/**
 * `schema` (an applicant's fields: name, phone, e-mail, address) with the applicant's rules between
 * fields: checkForeignApplicant, then checkAddress (ALWAYS). Every applicant form and body uses it.
 */
export function withApplicantRules<T extends z.ZodType<Parameters<typeof checkForeignApplicant>[0]>>(schema: T): T {
  return schema.superRefine(checkForeignApplicant).superRefine(checkAddress, ALWAYS);
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
 * The rules of one person from abroad in field `key` of an object with a phone and an e-mail address
 * (a runner, a waitlist entry): a passport name only with a phone from abroad (checkPassportName) and
 * then an e-mail address (checkContactEmail). Korean entries keep the spec's rules.
 */
export const checkForeignPerson =
  <K extends string>(key: K) =>
  (v: { [k in K]: string } & { cellphone: string; email?: string | null }, ctx: z.RefinementCtx): void => {
    checkPassportName(key)(v, ctx);
    checkContactEmail(v, ctx);
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
    /** A runner whose phone is from abroad gives their own e-mail address (their bib and finish messages go there). */
    email: optionalEmailField,
    // The spec's body carries these; the public site never lets a runner choose them.
    backNo: z.unknown().optional(),
    chipNo: z.unknown().optional(),
    ...emergencyShape,
  })
  .superRefine(checkEmergency)
  .superRefine(checkPassportName('runnerName'));
export type RunnerInput = z.infer<typeof runnerSchema>;

/**
 * True when a runner must give their own e-mail address: their phone is from abroad and is not the
 * applicant's `applicantPhone` (an individual from abroad, or the applicant running in their own
 * group, is reached at the applicant's address). A group member from abroad gets their bib and finish
 * messages at their own address, not the applicant's. Pure; phones as stored (E.164).
 */
export function runnerNeedsOwnEmail(r: { cellphone: string; email?: string | null }, applicantPhone: string): boolean {
  return isInternational(r.cellphone) && !r.email && r.cellphone !== applicantPhone;
}

/** runnerNeedsOwnEmail over the runners of a body with `joiner`: V.emailRequired at `runners.<i>.email`. */
export function checkRunnerEmails(
  v: { joiner: { cellphone: string }; runners: ReadonlyArray<{ cellphone: string; email?: string | null }> },
  ctx: z.RefinementCtx,
  path: (string | number)[] = ['runners'],
): void {
  v.runners.forEach((r, i) => {
    if (runnerNeedsOwnEmail(r, v.joiner.cellphone)) ctx.addIssue({ code: 'custom', path: [...path, i, 'email'], message: V.emailRequired });
  });
}

/**
 * POST /api/applicant/applyFor body. paymentStatus and amount may be sent (spec §7) but the server
 * decides both; brief is recomputed too.
 */
export const applyForSchema = z
  .object({
    joiner: withApplicantRules(
      applicantSchema.extend({
        exponent: z.union([groupNameField, z.literal(''), z.null()]).optional(),
        paymentType: z.enum(PAYMENT_TYPES, { error: V.paymentType }).default('BANK'),
        paymentStatus: z.unknown().optional(),
        brief: z.unknown().optional(),
        amount: z.unknown().optional(),
        priceCategory: z.enum(PRICE_CATEGORIES).default('standard'),
        /** A waitlist invitation (the `invite` of /apply/individual?invite=…): the runner takes the place held for them. */
        inviteToken: z.string().trim().max(100).optional(),
        /**
         * The version of the consent texts the form showed (consent_texts.version): recorded with the
         * registration, refused (S0009) when no longer in force. Absent: the version in force is recorded.
         */
        consentVersion: z.number({ error: V.badRequest }).int(V.badRequest).min(1, V.badRequest).max(1_000_000, V.badRequest).optional(),
      }),
    ),
    runners: z.array(runnerSchema, { error: V.runnerRequired }).min(1, V.runnerRequired).max(200, V.runnerRequired),
    /** The solved bot check (ALTCHA payload, base64) when staff switched it on; ignored otherwise. */
    altcha: z.string().max(8000).optional(),
  })
  .superRefine((v, ctx) => checkRunnerEmails(v, ctx));
export type ApplyForInput = z.infer<typeof applyForSchema>;

/** The individual form of /apply/individual step 2: applicant plus one participant. */
export const individualFormSchema = withApplicantRules(
  applicantSchema.extend({ runner: runnerSchema, paymentType: z.enum(PAYMENT_TYPES).optional() }),
).superRefine((v, ctx) => {
  if (runnerNeedsOwnEmail(v.runner, v.cellphone)) ctx.addIssue({ code: 'custom', path: ['runner', 'email'], message: V.emailRequired });
});
export type IndividualFormInput = z.input<typeof individualFormSchema>;

/**
 * The applicant part of /apply/group step 2 (spec §2, §5): applicant, group name and price category
 * (spec §9). The runners are entered one row at a time with `runnerSchema`.
 */
export const groupFormSchema = withApplicantRules(
  applicantSchema.extend({
    exponent: groupNameField,
    priceCategory: z.enum(PRICE_CATEGORIES, { error: V.badRequest }),
  }),
);
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
  /** A runner from abroad may change the address their messages go to (required with such a phone). */
  email: optionalEmailField,
  ...addressShape,
});

export const updateSchema = z.object({
  joiner: withApplicantRules(updateJoinerFields),
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
