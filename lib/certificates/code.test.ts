import { describe, expect, it } from 'vitest';
import { CODE_LENGTH, formatCertificateCode, newCertificateCode, parseCertificateCode } from './code';

describe('certificate codes', () => {
  it('are 12 characters of Crockford base32, different each time', () => {
    const codes = new Set(Array.from({ length: 2000 }, newCertificateCode));
    expect(codes.size).toBe(2000);
    for (const c of codes) expect(c).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
  });

  it('spreads characters evenly (no modulo bias)', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 4000; i++) for (const ch of newCertificateCode()) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    expect(counts.size).toBe(32);
    const expected = (4000 * CODE_LENGTH) / 32;
    for (const n of counts.values()) expect(Math.abs(n - expected) / expected).toBeLessThan(0.15);
  });

  it('prints in groups of four and reads back what a person types', () => {
    expect(formatCertificateCode('7KQ4M2XD9PRA')).toBe('7KQ4-M2XD-9PRA');
    expect(parseCertificateCode('7kq4-m2xd-9pra')).toBe('7KQ4M2XD9PRA');
    expect(parseCertificateCode(' 7KQ4 M2XD 9PRA ')).toBe('7KQ4M2XD9PRA');
    expect(parseCertificateCode('OOOO-IIII-LLLL')).toBe('000011111111');
    expect(parseCertificateCode('7KQ4-M2XD-9PR')).toBeNull();
    expect(parseCertificateCode('7KQ4-M2XD-9PRU')).toBeNull();
    expect(parseCertificateCode('../../etc/passwd')).toBeNull();
  });
});
