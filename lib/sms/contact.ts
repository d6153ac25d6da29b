import { mailText, type MailFacts, type MailKind } from '@/lib/mail/messages';
import { MOBILE_RE } from '@/lib/validation/fields';
import type { SmsDraft } from './outbox';
import { isInternational } from '@/lib/validation/international-phone';

/** Where a registration's messages go: the phone as registered, and the applicant's e-mail address (if any). */
export interface Contact {
  /** Korean digits (spec §5) or E.164 for a number from abroad. */
  cellphone: string;
  email?: string | null;
}

/**
 * The outbox draft of one message to `contact`: an SMS to a Korean mobile (as before); for a phone
 * from abroad (E.164, '+…') an e-mail to the applicant's address, with the English and Korean text of
 * mail.json (lib/mail/messages.ts), sent through the same outbox and delivery job (channel 'email');
 * null when it can reach neither (a Korean landline, or a foreign phone without an address). Pure.
 *
 * @param sms   the SMS as it would go to a Korean mobile (kind, Korean body, joinerId, sendAfter)
 * @param mail  the kind and facts of the e-mail instead
 */
export function messageTo(contact: Contact, sms: Omit<SmsDraft, 'to'>, mail: { kind: MailKind; facts: MailFacts }): SmsDraft | null {
  if (MOBILE_RE.test(contact.cellphone)) return { ...sms, to: contact.cellphone };
  if (!isInternational(contact.cellphone) || !contact.email) return null;
  const text = mailText(mail.kind, mail.facts);
  return { ...sms, to: contact.email, channel: 'email', subject: text.subject, body: text.body };
}
