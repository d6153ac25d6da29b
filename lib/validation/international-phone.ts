import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { PaymentType } from '@/lib/codes';
import { normalizePhone } from './phone-input';

/** True when `phone` (as typed or stored) is written with a country code: it starts with '+'. */
export function isInternational(phone: string): boolean {
  return phone.trimStart().startsWith('+');
}

/**
 * How a new entry of applicant phone `cellphone` pays at first: bank transfer needs a Korean account,
 * so an applicant with a phone from abroad pays by card (the server refuses BANK for them).
 */
export function firstPaymentType(cellphone: string): PaymentType {
  return isInternational(cellphone) ? 'CARD' : 'BANK';
}

/**
 * A phone typed with '+' and its country code, as the site stores it: a Korean number ('+82')
 * becomes its national digits (`01098765432`, then checked by the Korean rule of spec §5), a number
 * of another country valid for that country becomes E.164 (`+81 90-1234-5678` -> `+819012345678`).
 * Null when it is no valid number of any country.
 */
export function internationalPhone(text: string): string | null {
  const normalized = normalizePhone(text);
  if (!normalized.startsWith('+')) return normalized;
  const parsed = parsePhoneNumberFromString(normalized);
  return parsed?.isValid() ? parsed.number : null;
}

/**
 * The e-mail address kept with phone `cellphone`: a person whose phone is from abroad is reached
 * there (lib/sms/contact.ts); with a Korean phone none is kept (their messages go by SMS, and an
 * address nobody uses is personal data the site should not hold).
 */
export function storedEmail(cellphone: string, email: string | null | undefined): string | null {
  return isInternational(cellphone) ? (email ?? null) : null;
}

/**
 * For a form: whether a runner's row asks for their own e-mail address, from the phones as typed:
 * the runner's phone is from abroad and is not the applicant's (the form of runnerNeedsOwnEmail in
 * lib/validation/application.ts, which the schemas check on the stored forms).
 */
export function asksOwnEmail(runnerPhone: string, applicantPhone: string): boolean {
  return isInternational(runnerPhone) && internationalPhone(runnerPhone) !== internationalPhone(applicantPhone);
}
