import { describe, expect, it } from 'vitest';
import { EnvError, readSiteEnv } from '@/lib/env/schema.mjs';
import { publicOrigin, redirectToSite, sitePath } from './public-url';

describe('publicOrigin', () => {
  it('takes the origin of PUBLIC_URL, dropping any path', () => {
    expect(publicOrigin({ PUBLIC_URL: 'https://race.example.kr/some/path' })).toBe('https://race.example.kr');
  });
  it('is null when unset; a malformed or non-http(s) PUBLIC_URL stops the site when its settings are read', () => {
    expect(publicOrigin({})).toBeNull();
    expect(() => readSiteEnv({ PUBLIC_URL: 'not a url' })).toThrow(EnvError);
    expect(() => readSiteEnv({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(EnvError);
  });
});

describe('sitePath', () => {
  it('is absolute on the public origin when configured', () => {
    expect(sitePath('/apply/success?joinSeq=0042', { PUBLIC_URL: 'https://race.example.kr' })).toBe(
      'https://race.example.kr/apply/success?joinSeq=0042',
    );
  });
  it('stays relative without PUBLIC_URL, so the browser keeps the host it used', () => {
    expect(sitePath('/apply/fail', {})).toBe('/apply/fail');
  });
  it('refuses anything but a path of this site', () => {
    expect(() => sitePath('https://evil.example/x', {})).toThrow();
    expect(() => sitePath('//evil.example/x', {})).toThrow();
  });
});

describe('redirectToSite', () => {
  it('answers 303 with the Location and keeps extra headers', () => {
    const res = redirectToSite('/apply/fail?code=X', { headers: { 'Set-Cookie': 'a=b' } });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/\/apply\/fail\?code=X$/);
    expect(res.headers.get('set-cookie')).toBe('a=b');
  });
});
