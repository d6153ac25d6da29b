import { z } from 'zod';
import { BLOOD_RH, BLOOD_TYPES, type BloodRh, type BloodType } from '@/lib/codes';
import { LANDLINE_RE, MOBILE_RE, textField } from './fields';
import { normalizePhone } from './phone-input';

/**
 * The optional race-day safety fields of a runner (emergency contact and blood type): the
 * emergency contact's name, phone and relation, the blood group with its Rh factor (printed on the
 * back of the bib), and the runner's consent to a finish-time SMS (to themselves, and to the
 * emergency contact). One shape for every form and upload (individual, group, proxy, Excel), client
 * and server alike. Empty form values mean "not given" (null).
 */

const blankToNull = (v: unknown) => (v === '' || v === undefined ? null : v);

/** Letters (Korean or Latin) and single spaces, 2 to 50: a contact may be written '김 영희' or 'Kim Younghee'. */
export const emergencyNameField = z.preprocess(
  blankToNull,
  textField('validation.emergencyName')
    .trim()
    .regex(
      /^[A-Za-z\u3131-\u318E\uAC00-\uD7A3](?:[A-Za-z\u3131-\u318E\uAC00-\uD7A3 ]{0,48})[A-Za-z\u3131-\u318E\uAC00-\uD7A3]$/,
      'validation.emergencyName',
    )
    .transform((v) => v.replace(/ {2,}/g, ' '))
    .nullable(),
);

/** A Korean mobile or landline, digits only (as typed or pasted: '010-1234-5678', '+82 10 1234 5678'; normalizePhone). */
export const emergencyPhoneField = z.preprocess(
  (v) => (typeof v === 'string' ? blankToNull(normalizePhone(v)) : blankToNull(v)),
  textField('validation.emergencyPhone')
    .refine((v) => MOBILE_RE.test(v) || LANDLINE_RE.test(v), 'validation.emergencyPhone')
    .nullable(),
);

/** How the contact relates to the runner (배우자, 부모, 친구 …): free text up to 20 characters. */
export const emergencyRelationField = z.preprocess(
  blankToNull,
  textField('validation.emergencyRelation')
    .trim()
    .min(1, 'validation.emergencyRelation')
    .max(20, 'validation.emergencyRelation')
    .nullable(),
);

export const bloodTypeField = z.preprocess(blankToNull, z.enum(BLOOD_TYPES, { error: 'validation.bloodType' }).nullable());
export const bloodRhField = z.preprocess(blankToNull, z.enum(BLOOD_RH, { error: 'validation.bloodType' }).nullable());
/** A consent box: absent means no. */
const consentField = z.preprocess(
  (v) => (v === undefined || v === null || v === '' ? false : v),
  z.boolean({ error: 'validation.badRequest' }),
);

/** The fields, to spread into a runner's object schema (each may be left out; `emergencyOf` fills nulls). */
export const emergencyShape = {
  emergencyName: emergencyNameField.optional(),
  emergencyPhone: emergencyPhoneField.optional(),
  emergencyRelation: emergencyRelationField.optional(),
  bloodType: bloodTypeField.optional(),
  bloodRh: bloodRhField.optional(),
  finishSms: consentField.optional(),
  finishSmsEmergency: consentField.optional(),
};

export interface EmergencyFields {
  emergencyName: string | null;
  emergencyPhone: string | null;
  emergencyRelation: string | null;
  bloodType: BloodType | null;
  bloodRh: BloodRh | null;
  finishSms: boolean;
  finishSmsEmergency: boolean;
}

/** None of it given: what a runner row holds when the applicant skipped the section. */
export const NO_EMERGENCY: EmergencyFields = {
  emergencyName: null,
  emergencyPhone: null,
  emergencyRelation: null,
  bloodType: null,
  bloodRh: null,
  finishSms: false,
  finishSmsEmergency: false,
};

/**
 * The rules between the fields, for `.superRefine` of a runner schema: a contact needs both a name
 * and a phone (either alone cannot be called), a relation needs a contact, and the finish SMS to the
 * contact needs a mobile phone. Each problem is reported on its field.
 */
export function checkEmergency(
  v: Partial<Pick<EmergencyFields, 'emergencyName' | 'emergencyPhone' | 'emergencyRelation' | 'finishSmsEmergency'>>,
  ctx: z.RefinementCtx,
): void {
  const problem = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (v.emergencyName && !v.emergencyPhone) problem('emergencyPhone', 'validation.emergencyPhoneMissing');
  if (v.emergencyPhone && !v.emergencyName) problem('emergencyName', 'validation.emergencyNameMissing');
  if (v.emergencyRelation && !v.emergencyName && !v.emergencyPhone) problem('emergencyName', 'validation.emergencyNameMissing');
  if (v.finishSmsEmergency && !(v.emergencyPhone && MOBILE_RE.test(v.emergencyPhone)))
    problem('finishSmsEmergency', 'validation.finishSmsEmergency');
}

/** The emergency fields of any object that has them (a parsed runner), nulls for the absent ones. */
export function emergencyOf(v: Partial<EmergencyFields>): EmergencyFields {
  return {
    emergencyName: v.emergencyName ?? null,
    emergencyPhone: v.emergencyPhone ?? null,
    emergencyRelation: v.emergencyRelation ?? null,
    bloodType: v.bloodType ?? null,
    bloodRh: v.bloodRh ?? null,
    finishSms: v.finishSms ?? false,
    finishSmsEmergency: v.finishSmsEmergency ?? false,
  };
}

/**
 * A blood type as people write it in a spreadsheet or on a form ('A', 'AB형', 'O+', 'Rh- B', 'B형 RH+',
 * 'Rh+A'): the ABO group and the Rh factor when written. Null for an empty cell; undefined when the
 * text is not a blood type.
 */
export function parseBloodText(text: string): { bloodType: BloodType | null; bloodRh: BloodRh | null } | null | undefined {
  const s = text.replace(/\s+/g, '').toUpperCase().replace(/형/g, '');
  if (s === '') return null;
  let rh: BloodRh | null = null;
  let rest = s;
  const rhMatch = /RH([+-])|RH(양|음)성?|([+-])$|^([+-])/.exec(rest);
  if (rhMatch) {
    const sign = rhMatch[1] ?? rhMatch[3] ?? rhMatch[4] ?? (rhMatch[2] === '양' ? '+' : '-');
    rh = sign as BloodRh;
    rest = rest.replace(rhMatch[0], '');
  }
  if (rest === '') return rh ? { bloodType: null, bloodRh: rh } : undefined;
  return (BLOOD_TYPES as readonly string[]).includes(rest) ? { bloodType: rest as BloodType, bloodRh: rh } : undefined;
}

/** 'AB형 Rh-' (Korean) / 'AB Rh-' (English) for labels and lists; '' when unknown. */
export function bloodLabel(type: BloodType | null, rh: BloodRh | null, korean = true): string {
  const abo = type ? (korean ? `${type}형` : type) : '';
  const factor = rh ? `Rh${rh}` : '';
  return [abo, factor].filter(Boolean).join(' ');
}
