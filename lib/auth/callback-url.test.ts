import { describe, expect, it } from 'vitest';
import { isUsableCallbackUrl } from './callback-url';

describe('callbackUrl of a staff sign-in', () => {
  it('takes a path or an absolute URL, refuses what next-auth cannot parse', () => {
    for (const ok of ['/user/reception', 'http://localhost:3000/user', 'https://race.example.kr/user/board'])
      expect(isUsableCallbackUrl(ok), ok).toBe(true);
    for (const bad of ['http://[', 'http://a b', '%E0%A4%A', 'user/reception', '', '/user\u0000', '/\u202Euser'])
      expect(isUsableCallbackUrl(bad), bad).toBe(false);
  });
});
