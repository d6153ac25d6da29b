import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * What a digits-only input (birthday, bib, amounts) keeps of typed or pasted text: digits only,
 * full-width digits made ASCII, separators stripped BEFORE the length limit, so a pasted
 * `1990-01-01` becomes `19900101` instead of being cut to `1990-01-`.
 *
 * @param text  the raw text typed or pasted
 * @param max   the field's length limit in digits (none when omitted)
 */
export function digitsOnly(text: string, max?: number): string {
  const digits = text.normalize('NFKC').replace(/\D+/g, '');
  return max === undefined ? digits : digits.slice(0, max);
}

/** Longest phone a field keeps: 11 digits for a Korean number (spec §5, §9 'phone max 11'). */
export const PHONE_MAX_DIGITS = 11;
/** Longest international (E.164) number: '+' and 15 digits. */
const E164_MAX_DIGITS = 15;

/**
 * The one phone normaliser of the site (every phone input, the Excel upload): what a phone field
 * keeps of typed or pasted text, as the spec stores it (spec §5: digits without hyphens, at most 11).
 * Runners paste `010-9876-5432`, `010 9876 5432`, `010.9876.5432` or, from an international contact
 * card, `+82 10-9876-5432` / `+82 (0)10 9876 5432` / `82-10-9876-5432`; each becomes `01098765432`.
 * A Korean number is the default rule: digits without a country code are kept as they are (a
 * number still being typed stays as typed). A number of another country stays in E.164 form
 * (`+447911123456`), which the Korean field rules refuse with their message; a lone '+' being typed
 * stays '+'.
 *
 * @param text  the raw text typed or pasted
 * @returns the digits to store (Korean national form), or '+' and digits for another country
 */
export function normalizePhone(text: string): string {
  const raw = text.normalize('NFKC').trim();
  const digits = raw.replace(/\D+/g, '');
  const international = raw.startsWith('+') || raw.startsWith('00') || (/^82(1|[2-6]\d|70)/.test(digits) && digits.length >= 11);
  if (!international) return digits.slice(0, PHONE_MAX_DIGITS);
  const e164 = `+${raw.startsWith('00') ? digits.slice(2) : digits}`;
  const parsed = parsePhoneNumberFromString(e164);
  if (parsed?.countryCallingCode === '82') return `0${parsed.nationalNumber}`.slice(0, PHONE_MAX_DIGITS);
  // '+82' with a trunk '0' written in brackets: +82 (0)10 …
  if (e164.startsWith('+820')) return e164.slice(3).slice(0, PHONE_MAX_DIGITS);
  return e164.slice(0, E164_MAX_DIGITS + 1);
}

/**
 * A stored phone as people read it: `01098765432` -> `010-9876-5432`, `0212345678` ->
 * `02-1234-5678`, a complete number from abroad in international form (`+819012345678` ->
 * `+81 90 1234 5678`); anything else unchanged. For read-back next to a phone field and in lists.
 */
export function formatPhone(stored: string): string {
  if (/^\+\d{8,15}$/.test(stored)) {
    const parsed = parsePhoneNumberFromString(stored);
    return parsed?.isValid() ? parsed.formatInternational() : stored;
  }
  if (!/^0\d{8,10}$/.test(stored)) return stored;
  return parsePhoneNumberFromString(stored, 'KR')?.formatNational() ?? stored;
}
