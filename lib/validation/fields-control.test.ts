import { describe, expect, it } from 'vitest';
import { birthdayField, hasControlChars, kstToday, zipAddressField } from './fields';
import { runnerSchema } from './application';

describe('control characters in text fields', () => {
  it('are refused with their own message, NUL included', () => {
    const r = zipAddressField.safeParse('대전 동구\u0000');
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe('validation.controlChars');
    expect(zipAddressField.safeParse('대전 동구 \u001b[31m').success).toBe(false);
    expect(zipAddressField.safeParse('대전 동구 대청로 1').success).toBe(true);
  });

  it('are found anywhere in a body, keys included; tab and newlines are text', () => {
    expect(hasControlChars({ a: [{ b: 'x\u0000' }] })).toBe(true);
    expect(hasControlChars({ 'k\u0007': 1 })).toBe(true);
    expect(hasControlChars({ a: 'line\nline\ttab\r' })).toBe(false);
  });
});

describe('strict ids and birthdays in the runner schema', () => {
  const runner = { ticketSeq: 1, choiceOption: 'M', runnerName: '김민수', birthday: '19900101', gender: 'M', cellphone: '01012345678' };
  it.each([true, [3], '0x1', '1e0', 2147483648])('refuses ticketSeq %j', (ticketSeq) => {
    const r = runnerSchema.safeParse({ ...runner, ticketSeq });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe('validation.course');
  });

  it('refuses a birthday after today (KST), accepts today', () => {
    const today = kstToday();
    expect(birthdayField.safeParse(today).success).toBe(true);
    const next = `${Number(today.slice(0, 4)) + 1}0101`;
    const r = birthdayField.safeParse(next);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe('validation.birthdayFuture');
    expect(kstToday(new Date('2026-04-30T15:30:00Z'))).toBe('20260501');
  });
});
