import { translate } from '@/lib/i18n/translate';
import { kstShort } from '@/lib/sms/messages';

/** The message kinds a runner from abroad gets by e-mail (registration number, payment, bib). */
export type MailKind = 'registered' | 'registered-free' | 'paid' | 'bib' | 'join-seq';

/** What a kind's e-mail says: the registration number, amount (won), deadline, bib and link as the kind needs. */
export interface MailFacts {
  event: string;
  joinSeq?: number;
  joinSeqs?: number[];
  amount?: number;
  payDeadline?: Date | null;
  name?: string;
  backNo?: number;
  course?: string;
  link?: string;
}

export interface MailText {
  subject: string;
  body: string;
}

const seq4 = (n: number) => String(n).padStart(4, '0');

/**
 * The e-mail of `kind` to a runner whose phone is not Korean (messages/<locale>/mail.json): the
 * subject in English with the registration number (or bib), the body in English, then the same in
 * Korean (a runner from abroad may not read Korean; staff who look at the outbox do), then why it
 * came by e-mail. Amounts in won, deadlines in KST as 'M/D HH:mm'. Pure.
 */
export function mailText(kind: MailKind, facts: MailFacts): MailText {
  const values = (locale: 'en' | 'ko') => ({
    event: facts.event,
    joinSeq: facts.joinSeq === undefined ? '' : seq4(facts.joinSeq),
    joinSeqs: (facts.joinSeqs ?? []).map(seq4).join(', '),
    amount: (facts.amount ?? 0).toLocaleString(locale === 'ko' ? 'ko-KR' : 'en-US'),
    deadline: facts.payDeadline ? translate(locale, 'mail.body.deadline', { deadline: kstShort(facts.payDeadline) }) : '',
    name: facts.name ?? '',
    backNo: String(facts.backNo ?? ''),
    course: facts.course ?? '',
    link: facts.link ?? '',
  });
  const part = (locale: 'en' | 'ko') =>
    [
      translate(locale, 'mail.greeting', { event: facts.event }),
      translate(locale, `mail.body.${kind}`, values(locale)),
      translate(locale, 'mail.footer'),
    ].join('\n\n');
  return { subject: translate('en', `mail.subject.${kind}`, values('en')), body: `${part('en')}\n\n-----\n\n${part('ko')}\n` };
}
