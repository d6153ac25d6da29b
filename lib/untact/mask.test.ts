import { describe, expect, it } from 'vitest';
import { maskAfterFirst } from './mask';

describe('public ranking names', () => {
  it('keeps the first letter and masks the rest', () => {
    expect(maskAfterFirst('홍길동')).toBe('홍**');
    expect(maskAfterFirst('김수')).toBe('김*');
    expect(maskAfterFirst('Kim')).toBe('K**');
  });
});
