import type { SmsKind } from '@/lib/codes';
import { translate } from '@/lib/i18n/translate';
import { kstShort } from '@/lib/sms/messages';

/**
 * The message kinds a runner from abroad gets by e-mail: every kind the site sends (lib/codes.ts
 * SMS_KINDS), each with its subject and body in messages/<locale>/mail.json.
 */
export type MailKind = SmsKind;

/**
 * What a kind's e-mail says, as the kind needs it: registration number, amounts (won), the deadline
 * or expiry (`dueAt`, KST), bib, course, link, and the facts of the other kinds.
 */
export interface MailFacts {
  event: string;
  joinSeq?: number;
  joinSeqs?: number[];
  /** Won. */
  amount?: number;
  /** The payment deadline of a new entry (its clause is left out when null). */
  payDeadline?: Date | null;
  /** The moment of a reminder's deadline, a release's deadline or an invitation's expiry. */
  dueAt?: Date | null;
  name?: string;
  backNo?: number | null;
  course?: string;
  link?: string;
  waitSeq?: number;
  /** Place in the waitlist's line (1 = next). */
  position?: number;
  courier?: string;
  trackingNo?: string;
  /** A finish time as the board shows it ('1:42:17'). */
  time?: string;
  /** Provisional place (null: none yet). */
  place?: number | null;
  reason?: string;
  /** A confirmation code (transfer). */
  code?: string;
  /** A staff notice as staff wrote it. */
  text?: string;
}

export interface MailText {
  subject: string;
  body: string;
}

const seq4 = (n: number) => String(n).padStart(4, '0');

/**
 * The e-mail of `kind` to a runner whose phone is not Korean (messages/<locale>/mail.json): the
 * subject in English with the registration number (or bib, course), the body in English, then the
 * same in Korean (a runner from abroad may not read Korean; staff who look at the outbox do), then
 * why it came by e-mail. Amounts in won, deadlines in KST as 'M/D HH:mm'. Pure.
 */
export function mailText(kind: MailKind, facts: MailFacts): MailText {
  const values = (locale: 'en' | 'ko') => ({
    event: facts.event,
    joinSeq: facts.joinSeq === undefined ? '' : seq4(facts.joinSeq),
    joinSeqs: (facts.joinSeqs ?? []).map(seq4).join(', '),
    amount: (facts.amount ?? 0).toLocaleString(locale === 'ko' ? 'ko-KR' : 'en-US'),
    deadline: facts.payDeadline ? translate(locale, 'mail.body.deadline', { deadline: kstShort(facts.payDeadline) }) : '',
    dueAt: facts.dueAt ? kstShort(facts.dueAt) : '',
    name: facts.name ?? '',
    backNo: String(facts.backNo ?? ''),
    bibNo: facts.backNo == null ? '' : translate(locale, 'mail.body.bibNo', { backNo: facts.backNo }),
    course: facts.course ?? '',
    link: facts.link ?? '',
    waitSeq: String(facts.waitSeq ?? ''),
    position: String(facts.position ?? ''),
    courier: facts.courier ?? '',
    trackingNo: facts.trackingNo ?? '',
    time: facts.time ?? '',
    place: facts.place == null ? '' : translate(locale, 'mail.body.place', { place: facts.place }),
    reason: facts.reason ?? '',
    code: facts.code ?? '',
    text: facts.text ?? '',
  });
  const part = (locale: 'en' | 'ko') =>
    [
      translate(locale, 'mail.greeting', { event: facts.event }),
      translate(locale, `mail.body.${kind}`, values(locale)),
      translate(locale, 'mail.footer'),
    ].join('\n\n');
  return { subject: translate('en', `mail.subject.${kind}`, values('en')), body: `${part('en')}\n\n-----\n\n${part('ko')}\n` };
}
