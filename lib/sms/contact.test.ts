import { describe, expect, it } from 'vitest';
import { messageTo } from './contact';

// Which channel a registration's message takes (lib/sms/contact.ts): SMS to a Korean mobile as
// before, e-mail (English and Korean, with the registration number) for a phone from abroad.
describe('messageTo', () => {
  const sms = { kind: 'registered' as const, body: '[대회] 접수번호 0042', joinerId: 7 };
  const mail = { event: 'Daecheong Lake Marathon', joinSeq: 42, amount: 35000 };

  it('sends an SMS to a Korean mobile, whatever e-mail is known', () => {
    expect(messageTo({ cellphone: '01012345678', email: 'a@b.kr' }, sms, mail)).toEqual({ ...sms, to: '01012345678' });
  });
  it('sends an e-mail to the address of an applicant whose phone is from abroad', () => {
    const draft = messageTo({ cellphone: '+819012345678', email: 'hanako@example.jp' }, sms, mail)!;
    expect(draft).toMatchObject({ to: 'hanako@example.jp', channel: 'email', kind: 'registered', joinerId: 7 });
    expect(draft.subject).toBe('[Daecheong Lake Marathon] Entry received – registration number 0042');
    expect(draft.body).toContain('Registration number: 0042');
    expect(draft.body).toContain('35,000 won');
    expect(draft.body).toContain('접수번호: 0042');
    expect(draft.body).toContain('참가비: 35,000원');
  });
  it('sends nothing to a landline or to a phone from abroad without an address', () => {
    expect(messageTo({ cellphone: '0421234567' }, sms, mail)).toBeNull();
    expect(messageTo({ cellphone: '+819012345678', email: null }, sms, mail)).toBeNull();
  });
});
