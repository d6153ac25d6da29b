import { describe, expect, it } from 'vitest';
import { applicantPhoneField, lookupPhoneField, mobileField, personNameField } from './fields';
import { applyForSchema, individualFormSchema, runnerSchema } from './application';
import { firstPaymentType, internationalPhone } from './international-phone';
import { V } from './messages';

// Runners from abroad: international phones (libphonenumber-js, stored E.164), passport names and the
// e-mail contact are additions; every Korean rule of spec §5 stays as it was (fields.test.ts).

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (r.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('international phones', () => {
  it('accepts a valid number of another country written with + and stores it in E.164', () => {
    expect(mobileField.parse('+81 90-1234-5678')).toBe('+819012345678');
    expect(mobileField.parse('+44 7911 123456')).toBe('+447911123456');
    expect(applicantPhoneField.parse('+1 (415) 555-2671')).toBe('+14155552671');
    expect(internationalPhone('+33 6 12 34 56 78')).toBe('+33612345678');
  });
  it('refuses a number that is not valid for its country, with the phone message', () => {
    for (const bad of ['+81 12', '+999 1234 5678', '+', '+81 90-1234-56789']) {
      expect(mobileField.safeParse(bad).success).toBe(false);
      expect(mobileField.safeParse(bad).error?.issues[0].message).toBe(V.phone);
    }
  });
  it('reads +82 as Korean and applies the Korean rule; Korean digits keep working exactly as before', () => {
    expect(mobileField.parse('+82 10-9876-5432')).toBe('01098765432');
    expect(mobileField.safeParse('+82 42-123-4567').success).toBe(false); // a landline is no runner phone
    expect(applicantPhoneField.parse('+82 42-123-4567')).toBe('0421234567');
    expect(mobileField.parse('01012345678')).toBe('01012345678');
    // Without '+', a foreign-looking number is judged by the Korean rule only.
    expect(mobileField.safeParse('819012345678').success).toBe(false);
  });
  it('lets a runner from abroad look their entry up with the number as registered', () => {
    expect(lookupPhoneField.safeParse('+819012345678').success).toBe(true);
    expect(lookupPhoneField.safeParse('+81').success).toBe(false);
    expect(lookupPhoneField.safeParse('5678').success).toBe(true);
  });
});

describe('passport names', () => {
  it('accepts Latin words separated by one space, hyphen or apostrophe; runs of spaces become one', () => {
    expect(personNameField.parse('TANAKA Hanako')).toBe('TANAKA Hanako');
    expect(personNameField.parse("Mary-Jane O'Neil")).toBe("Mary-Jane O'Neil");
    expect(personNameField.parse('  John   Smith ')).toBe('John Smith');
    for (const bad of ['John  ', 'J', 'John 3rd', 'José García', 'A'.repeat(51), '-John', 'John--Smith']) {
      expect(personNameField.safeParse(bad).success, bad).toBe(bad === 'John  ');
    }
  });

  const runner = (runnerName: string, cellphone: string) => ({
    ticketSeq: 1,
    choiceOption: '100',
    runnerName,
    birthday: '19900101',
    gender: 'F',
    cellphone,
  });
  it('accepts a name with a space only with a phone from abroad (spec §5 otherwise: no spaces)', () => {
    expect(runnerSchema.safeParse(runner('TANAKA Hanako', '+81 90-1234-5678')).success).toBe(true);
    expect(issues(runnerSchema.safeParse(runner('Kim Lee', '01012345678')))).toEqual([`runnerName: ${V.name}`]);
    expect(issues(runnerSchema.safeParse(runner('홍 길동', '+81 90-1234-5678')))).toEqual([`runnerName: ${V.name}`]);
    expect(runnerSchema.safeParse(runner('Tanaka', '+81 90-1234-5678')).success).toBe(true);
  });
});

describe('the applicant from abroad', () => {
  const applicant = (over: Record<string, unknown>) => ({
    joinerName: 'TANAKA Hanako',
    cellphone: '+81 90-1234-5678',
    email: 'Hanako@Example.JP',
    zipcode: '34126',
    zipAddress: '대전 유성구 대학로 99',
    address: '101',
    paymentType: 'CARD',
    ...over,
  });
  const body = (over: Record<string, unknown>) => ({ joiner: applicant(over), runners: [{ ...applicantRunner }] });
  const applicantRunner = {
    ticketSeq: 1,
    choiceOption: '100',
    runnerName: 'TANAKA Hanako',
    birthday: '19900101',
    gender: 'F',
    cellphone: '+819012345678',
  };

  it('needs an e-mail address (stored in lower case) and pays by card', () => {
    const parsed = applyForSchema.parse(body({}));
    expect(parsed.joiner).toMatchObject({ cellphone: '+819012345678', email: 'hanako@example.jp', paymentType: 'CARD' });
    expect(issues(applyForSchema.safeParse(body({ email: '' })))).toEqual([`joiner.email: ${V.emailRequired}`]);
    expect(issues(applyForSchema.safeParse(body({ email: 'not-an-address' })))).toEqual([`joiner.email: ${V.email}`]);
    expect(issues(applyForSchema.safeParse(body({ paymentType: 'BANK' })))).toEqual([`joiner.paymentType: ${V.foreignBank}`]);
  });
  it('leaves a Korean applicant as before: no e-mail needed, bank transfer allowed', () => {
    const korean = body({ joinerName: '홍길동', cellphone: '01012345678', email: undefined, paymentType: 'BANK' });
    korean.runners[0] = { ...applicantRunner, runnerName: '홍길동', cellphone: '01012345678' };
    expect(applyForSchema.safeParse(korean).success).toBe(true);
  });
  it('the individual form checks the same between its fields', () => {
    const form = { ...applicant({ email: '' }), runner: applicantRunner };
    expect(issues(individualFormSchema.safeParse(form))).toEqual([`email: ${V.emailRequired}`]);
  });
});

describe('firstPaymentType', () => {
  it('starts a Korean applicant on bank transfer and one with a phone from abroad on card', () => {
    expect(firstPaymentType('01012345678')).toBe('BANK');
    expect(firstPaymentType('+819012345678')).toBe('CARD');
  });
});
