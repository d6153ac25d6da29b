import { describe, expect, it } from 'vitest';
import { SMS_KINDS } from '@/lib/codes';
import en from '@/messages/en/mail.json';
import ko from '@/messages/ko/mail.json';
import { mailText, type MailFacts } from './messages';

// Every message kind a runner with a Korean mobile gets by SMS, a runner from abroad gets by e-mail:
// each has its subject and body in English and Korean, and every value it names is filled in.
const facts: MailFacts = {
  event: 'Daecheong Lake Marathon',
  joinSeq: 427,
  joinSeqs: [427, 1024],
  amount: 35000,
  payDeadline: new Date('2026-04-03T14:59:00Z'),
  dueAt: new Date('2026-04-03T14:59:00Z'),
  name: 'TANAKA Hanako',
  backNo: 1024,
  course: 'Half',
  link: 'https://example.kr/c/AbC123',
  waitSeq: 123456,
  position: 3,
  courier: 'CJ Logistics',
  trackingNo: '123456789012',
  time: '1:42:17',
  place: 57,
  reason: 'The refund period has ended.',
  code: '482913',
  text: '강풍 예보로 하프 출발이 09:30으로 늦춰졌습니다.',
};

describe('mailText', () => {
  it.each(SMS_KINDS)('%s: English then Korean, every value filled in', (kind) => {
    expect(Object.keys(en.subject)).toContain(kind);
    expect(Object.keys(ko.subject)).toContain(kind);
    expect(Object.keys(en.body)).toContain(kind);
    expect(Object.keys(ko.body)).toContain(kind);
    const m = mailText(kind, facts);
    expect(m.subject).toContain('[Daecheong Lake Marathon]');
    expect(m.subject + m.body).not.toMatch(/[{}]|mail\.(subject|body)/);
    const [english, korean] = m.body.split('\n-----\n');
    expect(english).toContain('You receive this e-mail instead of a text message');
    expect(korean).toContain('문자 대신');
  });
  it('says what each kind is about, with its facts (KST deadlines, won, places)', () => {
    expect(mailText('reminder', facts).body).toContain('35,000 won for registration number 0427 is due by 4/3 23:59 (Korean time)');
    expect(mailText('released', facts).body).toContain('접수번호 0427 신청이 취소되었습니다');
    expect(mailText('waitlisted', facts).body).toContain('Waitlist number: 123456; you are number 3 in line');
    expect(mailText('invited', facts).body).toContain(
      'until 4/3 23:59 (Korean time). Register through this link: https://example.kr/c/AbC123',
    );
    expect(mailText('dispatched', facts).body).toContain('CJ Logistics, tracking number 123456789012');
    expect(mailText('finish', facts).body).toContain(
      'TANAKA Hanako (bib 1024) finished Half in 1:42:17 (provisional), provisional place 57.',
    );
    expect(mailText('finish', { ...facts, backNo: null, place: null }).body).toContain(
      'TANAKA Hanako finished Half in 1:42:17 (provisional).',
    );
    expect(mailText('refund-refused', facts).body).toContain('Reason: The refund period has ended.');
    expect(mailText('transfer-code', facts).body).toContain('482913');
    expect(mailText('notice', facts).body).toContain('강풍 예보로 하프 출발이 09:30으로 늦춰졌습니다.');
  });
});
