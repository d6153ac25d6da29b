import { GENDERS } from '@/lib/codes';
import { z } from 'zod';
import { kstParts } from '@/lib/time/kst';
import { V } from './messages';
import { internationalPhone, isInternational } from './international-phone';

// In the browser zod parses without generated code: see instrumentation-client.ts.

/**
 * Field rules of spec §5 and §9, shared by every form and route handler.
 * Messages are catalogue keys (see ./messages.ts).
 */

/**
 * Characters never part of a form value: C0 controls other than tab, LF and CR, DEL (PostgreSQL text
 * refuses NUL outright), and the bidirectional controls (U+061C, U+200E/F, U+202A-E, U+2066-9),
 * which make a name or address display other than it is stored (a right-to-left override reverses it).
 */
export const CONTROL_CHARS_RE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

/**
 * A string fit to keep: no CONTROL_CHARS_RE character and well-formed UTF-16 (no lone surrogate
 * such as a JSON `"\ud800"`, which has no UTF-8 form and broke the code that encodes text).
 */
export function isCleanText(s: string): boolean {
  return !CONTROL_CHARS_RE.test(s) && s.isWellFormed();
}

/**
 * True when a string anywhere in `value` (nested arrays and objects, keys included) is not clean
 * text (isCleanText). Used on whole request bodies and queries by lib/http.
 */
export function hasControlChars(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return !isCleanText(value);
  if (depth > 50 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => hasControlChars(v, depth + 1));
  return Object.entries(value).some(([k, v]) => !isCleanText(k) || hasControlChars(v, depth + 1));
}

/**
 * A text field: clean text (isCleanText; else 400 `validation.controlChars`), so a NUL byte, a
 * direction override or a lone surrogate is refused with a message instead of reaching the database.
 * `error` is the key for a non-string. Every free-text field of a schema starts from this.
 */
export const textField = (error: string = V.badRequest) => z.string({ error }).refine(isCleanText, V.controlChars);

/** Name: 2–50 Latin or Korean letters, no spaces (spec §5). */
export const NAME_RE = /^[A-Za-z\u3131-\u318E\uAC00-\uD7A3]{2,50}$/;
export const nameField = textField(V.name).trim().regex(NAME_RE, V.name);

/**
 * A name as in a passport (runners from abroad): Latin letters in words separated by one space,
 * hyphen or apostrophe ("TANAKA Hanako", "Mary-Jane O'Neil"), 2–50 characters. Accepted only where
 * the same person's phone is international (checkForeignNames); a Korean entry keeps the spec's
 * one-word rule.
 */
export const PASSPORT_NAME_RE = /^(?=.{2,50}$)[A-Za-z]+(?:[ '-][A-Za-z]+)*$/;

/**
 * The name of an applicant or runner: the spec's rule (nameField) or a passport name (PASSPORT_NAME_RE);
 * runs of spaces become one. The object holding it checks a passport name against the phone
 * (checkForeignNames), so `홍 길동` or `Kim Lee` with a Korean phone is still refused with V.name.
 */
export const personNameField = textField(V.name)
  .trim()
  .transform((v) => v.replace(/ {2,}/g, ' '))
  .refine((v) => NAME_RE.test(v) || PASSPORT_NAME_RE.test(v), V.name);

/** True when `name` passes only as a passport name (it has a space, hyphen or apostrophe). */
export const needsForeignPhone = (name: string): boolean => !NAME_RE.test(name);

/** Group name (exponent): 2–50 letters and spaces (spec §5); runs of spaces become one. */
export const groupNameField = textField(V.groupName)
  .trim()
  .regex(/^[A-Za-z\u3131-\u318E\uAC00-\uD7A3][A-Za-z\u3131-\u318E\uAC00-\uD7A3 ]{0,48}[A-Za-z\u3131-\u318E\uAC00-\uD7A3]$/, V.groupName)
  .transform((v) => v.replace(/ {2,}/g, ' '));

/** Korean mobile: 010/011/016/017/018/019 then 7–8 digits (spec §5). */
export const MOBILE_RE = /^01[016789]\d{7,8}$/;
/** Landline: area code 02 or 0[3-6]x, then 7–8 digits; also 070 and 050x numbers. */
export const LANDLINE_RE = /^(02|0[3-6][1-5]|070|050\d)\d{7,8}$/;

/**
 * A registration phone: the Korean rule `korean` on digits (spec §5, unchanged), or, as an addition
 * for runners from abroad, a number of another country written with '+' and its country code,
 * valid for that country (libphonenumber-js) and stored in E.164 (`+819012345678`). A '+82' number
 * is Korean: it is read as the national digits and must pass the Korean rule.
 */
const registrationPhone = (korean: (digits: string) => boolean) =>
  textField(V.phone)
    .trim()
    .transform((v, ctx) => {
      const phone = isInternational(v) ? internationalPhone(v) : v;
      if (phone === null || (isInternational(phone) ? false : !korean(phone))) {
        ctx.addIssue({ code: 'custom', message: V.phone });
        return z.NEVER;
      }
      return phone;
    });

/** Runner phone at registration: Korean mobile, digits, max 11; or an international number with '+' (E.164). */
export const mobileField = registrationPhone((v) => MOBILE_RE.test(v));
/** Applicant phone: Korean mobile or landline (spec §5), digits, max 11; or an international number with '+' (E.164). */
export const applicantPhoneField = registrationPhone((v) => v.length <= 11 && (MOBILE_RE.test(v) || LANDLINE_RE.test(v)));
/**
 * Phone in lookup, edit and find forms: digits only, 4 to 11 (spec §5); a runner from abroad looks
 * their entry up with the number as registered, '+' and 8 to 15 digits.
 */
export const lookupPhoneField = textField(V.phoneLookup)
  .trim()
  .regex(/^(\d{4,11}|\+\d{8,15})$/, V.phoneLookup);

/**
 * A contact e-mail address (runners whose phone is not Korean get their messages by e-mail):
 * at most 254 characters, one '@', a dotted domain; stored trimmed and in lower case.
 */
export const emailField = textField(V.email)
  .trim()
  .max(254, V.email)
  .pipe(z.email({ error: V.email }))
  .transform((v) => v.toLowerCase());

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
/** True when `yyyymmdd` is not after `today` (a KST calendar day, YYYYMMDD); compared as digits. */
export function isNotAfter(yyyymmdd: string, today: string): boolean {
  return yyyymmdd <= today;
}

/** Today's KST calendar day as YYYYMMDD. */
export function kstToday(now = new Date()): string {
  const p = kstParts(now);
  return `${p.year}${String(p.month).padStart(2, '0')}${String(p.day).padStart(2, '0')}`;
}

/**
 * Birthday: exactly 8 digits (YYYYMMDD) forming a real date, not after today in KST (so never after
 * race day, which is ahead; a runner not yet born cannot enter).
 */
export const birthdayField = textField(V.birthday)
  .trim()
  .refine(isRealDate, V.birthday)
  .refine((v) => !isRealDate(v) || isNotAfter(v, kstToday()), V.birthdayFuture);
export const genderField = z.enum(GENDERS, { error: V.gender });

/** A Korean postcode (spec §5): 5 digits (6 in old addresses). */
export const KOREAN_ZIPCODE_RE = /^\d{5,6}$/;
/**
 * A postcode of another country, as runners from abroad write it ('100-0001', 'SW1A 1AA', '75008'):
 * 2–10 letters, digits, spaces and hyphens, starting with a letter or digit.
 */
export const POSTCODE_ABROAD_RE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/;

export const zipcodeField = textField(V.zipcode).trim().regex(KOREAN_ZIPCODE_RE, V.zipcode);
export const zipAddressField = textField(V.zipAddress).trim().min(2, V.zipAddress).max(200, V.zipAddress);
export const detailAddressField = textField(V.address).trim().min(1, V.address).max(200, V.address);
