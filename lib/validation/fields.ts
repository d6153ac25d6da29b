import { GENDERS } from '@/lib/codes';
import { z } from 'zod';
import { V } from './messages';

/**
 * Field rules of spec §5 and §9, shared by every form and route handler.
 * Messages are catalogue keys (see ./messages.ts).
 */

/** Name: 2–50 Latin or Korean letters, no spaces (spec §5). */
export const nameField = z
  .string({ error: V.name })
  .trim()
  .regex(/^[A-Za-z\u3131-\u318E\uAC00-\uD7A3]{2,50}$/, V.name);

/** Group name (exponent): 2–50 letters and spaces (spec §5); runs of spaces become one. */
export const groupNameField = z
  .string({ error: V.groupName })
  .trim()
  .regex(/^[A-Za-z\u3131-\u318E\uAC00-\uD7A3][A-Za-z\u3131-\u318E\uAC00-\uD7A3 ]{0,48}[A-Za-z\u3131-\u318E\uAC00-\uD7A3]$/, V.groupName)
  .transform((v) => v.replace(/ {2,}/g, ' '));

/** Korean mobile: 010/011/016/017/018/019 then 7–8 digits (spec §5). */
export const MOBILE_RE = /^01[016789]\d{7,8}$/;
/** Landline: area code 02 or 0[3-6]x, then 7–8 digits; also 070 and 050x numbers. */
export const LANDLINE_RE = /^(02|0[3-6][1-5]|070|050\d)\d{7,8}$/;

/** Runner phone at registration: mobile only, digits, max 11. */
export const mobileField = z.string({ error: V.phone }).trim().regex(MOBILE_RE, V.phone);
/** Applicant phone: mobile or landline (spec §5), digits, max 11. */
export const applicantPhoneField = z
  .string({ error: V.phone })
  .trim()
  .refine((v) => v.length <= 11 && (MOBILE_RE.test(v) || LANDLINE_RE.test(v)), V.phone);
/** Phone in lookup, edit and find forms: digits only, 4 to 11 (spec §5). */
export const lookupPhoneField = z.string({ error: V.phoneLookup }).trim().regex(/^\d{4,11}$/, V.phoneLookup);

/** Reservation (registration) number: exactly 4 digits (spec §5, §9). */
export const joinSeqField = z.coerce
  .string({ error: V.joinSeq })
  .trim()
  .regex(/^\d{4}$/, V.joinSeq)
  .transform((v) => Number(v));

/** True when `yyyymmdd` is a real calendar date (20250230 is not). */
export function isRealDate(yyyymmdd: string): boolean {
  if (!/^\d{8}$/.test(yyyymmdd)) return false;
  const y = Number(yyyymmdd.slice(0, 4));
  const m = Number(yyyymmdd.slice(4, 6));
  const d = Number(yyyymmdd.slice(6, 8));
  if (y < 1900 || m < 1 || m > 12 || d < 1) return false;
  const dt = new Date(Date.UTC(y, m - 1, d));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d;
}

/** Birthday: exactly 8 digits (YYYYMMDD) forming a real date. */
export const birthdayField = z.string({ error: V.birthday }).trim().refine(isRealDate, V.birthday);
export const genderField = z.enum(GENDERS, { error: V.gender });

export const zipcodeField = z.string({ error: V.zipcode }).trim().regex(/^\d{5,6}$/, V.zipcode);
export const zipAddressField = z.string({ error: V.zipAddress }).trim().min(2, V.zipAddress).max(200, V.zipAddress);
export const detailAddressField = z.string({ error: V.address }).trim().min(1, V.address).max(200, V.address);
