import fc from 'fast-check';
import { RequestCookies } from 'next/dist/compiled/@edge-runtime/cookies';
import { describe, expect, it } from 'vitest';
import { localeOfCookieHeader } from './request-locale.mjs';

/** The locale Next itself would use for a Cookie header (proxy.ts once read it this way). */
const nextLocale = (header: string) =>
  new RequestCookies(new Headers({ cookie: header })).get('NEXT_LOCALE')?.value === 'en' ? 'en' : 'ko';

describe('the language cookie, read one way everywhere', () => {
  it('agrees with Next on the spellings a review used to split the cache', () => {
    for (const [header, locale] of [
      ['NEXT_LOCALE=en', 'en'],
      ['NEXT_LOCALE=%65n', 'en'],
      ['NEXT_LOCALE=en; NEXT_LOCALE=ko', 'ko'],
      ['NEXT_LOCALE=ko; NEXT_LOCALE=en', 'en'],
      ['NEXT_LOCALE=en; ko', 'en'],
      ['a=1;NEXT_LOCALE=en', 'en'],
      ['NEXT_LOCALE=en ', 'en'],
      [' NEXT_LOCALE=en', 'en'],
      ['NEXT_LOCALE=en;NEXT_LOCALE', 'ko'],
      ['NEXT_LOCALE="en"', 'ko'],
      ['NEXT_LOCALE=EN', 'ko'],
      ['NEXT_LOCALE=en; NEXT_LOCALE=%E0%A4%A', 'en'],
      ['XNEXT_LOCALE=en', 'ko'],
      ['', 'ko'],
    ] as const) {
      expect(localeOfCookieHeader(header), header).toBe(locale);
      expect(nextLocale(header), header).toBe(locale);
    }
  });

  it('agrees with Next on any header made of cookie-like parts', () => {
    const part = fc.oneof(
      fc.constantFrom(
        'NEXT_LOCALE=en',
        'NEXT_LOCALE=ko',
        'NEXT_LOCALE=%65n',
        'NEXT_LOCALE=%6',
        'NEXT_LOCALE',
        'NEXT_LOCALE=',
        'x=1',
        'en',
        ' ',
      ),
      fc.string({ maxLength: 12 }),
    );
    const separator = fc.constantFrom(';', '; ', ';  ', ' ;', ',');
    fc.assert(
      fc.property(fc.array(fc.tuple(part, separator), { maxLength: 6 }), (parts) => {
        const header = parts.map(([p, s]) => p + s).join('');
        expect(localeOfCookieHeader(header)).toBe(nextLocale(header));
      }),
      { numRuns: 2000 },
    );
  });
});
