import { describe, expect, it } from 'vitest';
import {
  applicantPhoneField,
  birthdayField,
  groupNameField,
  isRealDate,
  joinSeqField,
  lookupPhoneField,
  mobileField,
  nameField,
} from './fields';
import { V } from './messages';

const ok = (schema: { safeParse: (v: unknown) => { success: boolean } }, v: unknown) => schema.safeParse(v).success;
const message = (schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } }, v: unknown) =>
  schema.safeParse(v).error?.issues[0].message;

describe('name (spec §5)', () => {
  it('accepts 2–50 Korean or Latin letters', () => {
    expect(ok(nameField, '홍길동')).toBe(true);
    expect(ok(nameField, 'Kim')).toBe(true);
    expect(ok(nameField, 'a'.repeat(50))).toBe(true);
  });
  it('refuses spaces, digits, one letter and more than 50, with the spec message', () => {
    for (const bad of ['홍 길동', 'Kim Lee', '홍길동1', '홍', 'a'.repeat(51), '', '홍-길동']) {
      expect(ok(nameField, bad)).toBe(false);
    }
    expect(message(nameField, '홍 길동')).toBe(V.name);
  });
});

describe('group name', () => {
  it('accepts letters and inner spaces, 2–50', () => {
    expect(ok(groupNameField, '대전 달리기 모임')).toBe(true);
    expect(ok(groupNameField, 'Run Club')).toBe(true);
  });
  it('trims and turns runs of spaces into one', () => {
    expect(groupNameField.parse('  Run   Club ')).toBe('Run Club');
  });
  it('refuses digits, symbols, one letter and more than 50', () => {
    for (const bad of ['러닝크루1', '달리기!', '가', 'a'.repeat(51)]) expect(ok(groupNameField, bad)).toBe(false);
  });
});

describe('phones', () => {
  it('runner phone is mobile only: 010/011/016/017/018/019 + 7–8 digits', () => {
    for (const good of ['01012345678', '0111234567', '01612345678', '0191234567']) expect(ok(mobileField, good)).toBe(true);
    for (const bad of ['01212345678', '010-1234-5678', '0421234567', '010123456789', '010123456']) expect(ok(mobileField, bad)).toBe(false);
    expect(message(mobileField, '0421234567')).toBe(V.phone);
  });
  it('applicant phone may also be a landline', () => {
    expect(ok(applicantPhoneField, '0421234567')).toBe(true);
    expect(ok(applicantPhoneField, '0212345678')).toBe(true);
    expect(ok(applicantPhoneField, '01012345678')).toBe(true);
    expect(ok(applicantPhoneField, '12345')).toBe(false);
  });
  it('lookup phone is 4 to 11 digits', () => {
    expect(ok(lookupPhoneField, '5678')).toBe(true);
    expect(ok(lookupPhoneField, '01012345678')).toBe(true);
    expect(ok(lookupPhoneField, '567')).toBe(false);
    expect(ok(lookupPhoneField, '010123456789')).toBe(false);
    expect(ok(lookupPhoneField, '010-1234')).toBe(false);
  });
});

describe('birthday', () => {
  it('must be 8 digits forming a real date', () => {
    expect(isRealDate('19900101')).toBe(true);
    expect(isRealDate('20240229')).toBe(true);
    expect(isRealDate('20230229')).toBe(false);
    expect(isRealDate('19901301')).toBe(false);
    expect(isRealDate('19900001')).toBe(false);
    expect(isRealDate('1990011')).toBe(false);
    expect(message(birthdayField, '19900230')).toBe(V.birthday);
  });
});

describe('registration number', () => {
  it('is exactly 4 digits', () => {
    expect(joinSeqField.parse('0123')).toBe(123);
    expect(joinSeqField.parse(4759)).toBe(4759);
    expect(ok(joinSeqField, '123')).toBe(false);
    expect(ok(joinSeqField, '12345')).toBe(false);
    expect(ok(joinSeqField, '12a4')).toBe(false);
  });
});
