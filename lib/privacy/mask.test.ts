import { describe, expect, it } from 'vitest';
import { maskAfterFirst, maskBrief, maskEmail, maskName, maskPhone, maskRecipient } from './mask';

describe('personal data masking in staff lists', () => {
  it('keeps the first and last letter of a name', () => {
    expect(maskName('김민수')).toBe('김*수');
    expect(maskName('남궁민수')).toBe('남**수');
    expect(maskName('이수')).toBe('이*');
    expect(maskName('Tanaka Hanako')).toBe('T***o');
  });
  it('keeps the prefix and last 4 digits of a phone', () => {
    expect(maskPhone('01012341234')).toBe('010-****-1234');
    expect(maskPhone('0101231234')).toBe('010-****-1234');
  });
  it('masks the name part of a depositor memo but keeps its digits and free', () => {
    expect(maskBrief('김민수1234')).toBe('김*수1234');
    expect(maskBrief('free')).toBe('free');
    expect(maskBrief(null)).toBeNull();
  });
  it('keeps the first letter of a public ranking name and masks the rest', () => {
    expect(maskAfterFirst('홍길동')).toBe('홍**');
    expect(maskAfterFirst('김수')).toBe('김*');
    expect(maskAfterFirst('Kim')).toBe('K**');
  });

  it('masks e-mail addresses and picks the right mask for a recipient', () => {
    expect(maskEmail('jane.doe@example.co.jp')).toBe('j***@e***.jp');
    expect(maskRecipient('jane@example.com')).toBe('j***@e***.com');
    expect(maskRecipient('01098765432')).toBe('010-****-5432');
    expect(maskEmail('broken')).toBe('***');
  });
});
