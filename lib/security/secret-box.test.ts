import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { keyBytes } from '@/lib/env/schema.mjs';
import { open, seal } from './secret-box';

describe('secret box (AES-256-GCM)', () => {
  const key = randomBytes(32);

  it('opens what it sealed, and the sealed text does not contain the secret', () => {
    const sealed = seal(key, '110123456789', 'joiner:7');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('110123456789');
    expect(open(key, sealed, 'joiner:7')).toBe('110123456789');
    // A fresh IV each time: the same number never seals to the same text.
    expect(seal(key, '110123456789', 'joiner:7')).not.toBe(sealed);
  });

  it('refuses another key, another context and an altered value', () => {
    const sealed = seal(key, '110123456789', 'joiner:7');
    expect(() => open(randomBytes(32), sealed, 'joiner:7')).toThrow();
    expect(() => open(key, sealed, 'joiner:8')).toThrow();
    const [v, iv, tag, data] = sealed.split('.');
    const flipped = Buffer.from(data, 'base64url');
    flipped[0] ^= 1;
    expect(() => open(key, [v, iv, tag, flipped.toString('base64url')].join('.'), 'joiner:7')).toThrow();
  });

  it('reads a key given as 64 hex digits or base64, and refuses others', () => {
    const k = randomBytes(32);
    expect(keyBytes(k.toString('hex'))?.equals(k)).toBe(true);
    expect(keyBytes(k.toString('base64'))?.equals(k)).toBe(true);
    expect(keyBytes(k.toString('base64url'))?.equals(k)).toBe(true);
    expect(keyBytes('too-short')).toBeNull();
    expect(keyBytes(randomBytes(16).toString('hex'))).toBeNull();
  });
});
