import { describe, expect, it } from 'vitest';
import { localisedPath } from './locale-path';

describe('localisedPath (the internal [locale] path proxy.ts rewrites to)', () => {
  it('puts the locale first, the spec URL unchanged behind it', () => {
    expect(localisedPath('/', 'ko')).toBe('/ko');
    expect(localisedPath('/guide', 'en')).toBe('/en/guide');
    expect(localisedPath('/dashboard/notice/query', 'ko')).toBe('/ko/dashboard/notice/query');
    expect(localisedPath('/user/login', 'en')).toBe('/en/user/login');
  });

  it('keeps a visitor from choosing the internal segment: /en/guide is no page', () => {
    expect(localisedPath('/en/guide', 'ko')).toBe('/ko/en/guide');
  });

  it('leaves Next internals, root files and the [locale] sharing images (og:image) alone', () => {
    for (const p of [
      '/_next/data/x.json',
      '/ko/opengraph-image',
      '/en/opengraph-image-1a2b',
      '/icon',
      '/sitemap.xml',
      '/robots.txt',
      '/favicon.ico',
    ])
      expect(localisedPath(p, 'ko'), p).toBeNull();
    expect(localisedPath('/iconography', 'ko')).toBe('/ko/iconography');
  });
});
