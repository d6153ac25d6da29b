import { sql } from 'drizzle-orm';
import { joiners, runners } from '@/db/schema';
import { mailText, type MailFacts } from '@/lib/mail/messages';
import { MOBILE_RE } from '@/lib/validation/fields';
import type { SmsDraft } from './outbox';
import { isInternational } from '@/lib/validation/international-phone';

/** Where a person's messages go: their phone as registered, and their e-mail address (if any). */
export interface Contact {
  /** Korean digits (spec §5) or E.164 for a number from abroad. */
  cellphone: string;
  email?: string | null;
}

/**
 * True when a message to `contact` can go anywhere: a Korean mobile (SMS), or a phone from abroad
 * with an e-mail address. A landline, an erased phone or a phone from abroad without an address: no.
 */
export function reachable(contact: Contact): boolean {
  return MOBILE_RE.test(contact.cellphone) || (isInternational(contact.cellphone) && !!contact.email);
}

/**
 * The outbox draft of one message to `contact`, the one rule every message kind goes through: an SMS
 * to a Korean mobile (the Korean text of lib/sms/messages.ts in `sms.body`); for a phone from abroad
 * (E.164, '+…') an e-mail to the person's address, with the English and Korean text of mail.json for
 * the same kind (lib/mail/messages.ts), sent through the same outbox and delivery job (channel
 * 'email'); null when it can reach neither (a Korean landline, or a foreign phone without an address).
 * Pure.
 *
 * @param sms    the SMS as it would go to a Korean mobile (kind, Korean body, joinerId, sendAfter)
 * @param facts  what the e-mail of the same kind says instead
 */
export function messageTo(contact: Contact, sms: Omit<SmsDraft, 'to'>, facts: MailFacts): SmsDraft | null {
  if (MOBILE_RE.test(contact.cellphone)) return { ...sms, to: contact.cellphone };
  if (!reachable(contact)) return null;
  const text = mailText(sms.kind, facts);
  return { ...sms, to: contact.email!, channel: 'email', subject: text.subject, body: text.body };
}

/**
 * The SQL (in a query over runners `r` joined to their joiner `j`) of a runner's e-mail address: their
 * own (a group member from abroad gives one), else the applicant's (an individual from abroad, whose
 * phone is the applicant's). Used wherever a message goes to a runner rather than to the applicant.
 */
export const RUNNER_EMAIL_SQL = 'COALESCE(r.email, j.email)';

/** RUNNER_EMAIL_SQL in a Drizzle query over `runners` joined to `joiners`. */
export const runnerEmail = sql<string | null>`COALESCE(${runners.email}, ${joiners.email})`;
