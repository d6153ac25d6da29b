import { describe, expect, it } from 'vitest';
import { BASE_URL } from '../helpers/env';

/** The `lang` of the page `path` served for a Cookie header. */
async function langOf(path: string, cookie: string): Promise<string | undefined> {
  const html = await (await fetch(`${BASE_URL}${path}`, { headers: { cookie } })).text();
  return /<html[^>]* lang="([a-z]+)"/.exec(html)?.[1];
}

/**
 * Next's page cache keys the language as Next reads the cookie: no spelling poisons a cached page (nginx's
 * micro-cache in front of it reads the cookie the same way: nginx-front.test.ts).
 */
describe('page cache keyed by the language as Next reads it', () => {
  it('a percent-encoded English cookie gets the English page and leaves the Korean copy Korean, and the reverse', async () => {
    for (const path of ['/guide', '/course']) {
      expect(await langOf(path, 'NEXT_LOCALE=%65n')).toBe('en');
      expect(await langOf(path, 'NEXT_LOCALE=ko')).toBe('ko');
      expect(await langOf(path, 'NEXT_LOCALE=en; NEXT_LOCALE=ko')).toBe('ko');
      expect(await langOf(path, 'NEXT_LOCALE=en')).toBe('en');
    }
  });
});
