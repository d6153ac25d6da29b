import { describe, expect, it, vi } from 'vitest';
import { hasBodyKind } from './content-type';
import { isHttps, isSameOrigin } from './same-origin';

// The site as configured behind a proxy: PUBLIC_URL set, X-Forwarded-* not trusted unless a test says so.
vi.mock('@/lib/env', async () => {
  const { readSiteEnv } = await import('@/lib/env/schema.mjs');
  return { env: readSiteEnv({ PUBLIC_URL: 'https://race.example.kr' }) };
});

const req = (headers: Record<string, string>, url = 'http://localhost:3000/api/admin/event') =>
  new Request(url, { method: 'POST', headers: { host: new URL(url).host, ...headers } });

describe('isSameOrigin (CSRF check of cookie-authenticated staff calls)', () => {
  it('accepts the site itself', () => {
    expect(isSameOrigin(req({ origin: 'http://localhost:3000' }))).toBe(true);
    expect(isSameOrigin(req({ 'sec-fetch-site': 'same-origin' }))).toBe(true);
    expect(isSameOrigin(req({ origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' }))).toBe(true);
  });

  it('refuses another port of the same host, another site, an opaque origin and a request with neither header', () => {
    expect(isSameOrigin(req({ origin: 'http://localhost:3001' }))).toBe(false);
    expect(isSameOrigin(req({ origin: 'http://localhost:3001', 'sec-fetch-site': 'same-site' }))).toBe(false);
    expect(isSameOrigin(req({ origin: 'https://evil.example' }))).toBe(false);
    expect(isSameOrigin(req({ origin: 'null' }))).toBe(false);
    expect(isSameOrigin(req({ 'sec-fetch-site': 'cross-site' }))).toBe(false);
    expect(isSameOrigin(req({}))).toBe(false);
  });

  it('accepts the configured public origin (PUBLIC_URL) behind a proxy that rewrites Host', () => {
    expect(isSameOrigin(req({ origin: 'https://race.example.kr' }, 'http://127.0.0.1:3000/api/admin/event'))).toBe(true);
  });
});

describe('hasBodyKind', () => {
  const withType = (t?: string) => new Request('http://localhost/x', { method: 'POST', headers: t ? { 'content-type': t } : {} });
  it('json needs application/json (parameters allowed)', () => {
    expect(hasBodyKind(withType('application/json; charset=utf-8'), 'json')).toBe(true);
    expect(hasBodyKind(withType('text/plain'), 'json')).toBe(false);
    expect(hasBodyKind(withType(), 'json')).toBe(false);
  });
  it('multipart needs multipart/form-data', () => {
    expect(hasBodyKind(withType('multipart/form-data; boundary=x'), 'multipart')).toBe(true);
    expect(hasBodyKind(withType('application/x-www-form-urlencoded'), 'multipart')).toBe(false);
  });
  it('none accepts no type or JSON, never a form', () => {
    expect(hasBodyKind(withType(), 'none')).toBe(true);
    expect(hasBodyKind(withType('text/plain'), 'none')).toBe(false);
  });
});

describe('isHttps (HSTS and the CSP upgrade)', () => {
  it('trusts X-Forwarded-Proto only behind a trusted proxy (TRUST_PROXY)', () => {
    expect(isHttps(new Request('https://race.example.kr/'))).toBe(true);
    expect(isHttps(new Request('http://localhost:3000/', { headers: { 'x-forwarded-proto': 'https' } }))).toBe(false);
    expect(isHttps(new Request('http://localhost:3000/', { headers: { 'x-forwarded-proto': 'https, http' } }), true)).toBe(true);
    expect(isHttps(new Request('http://localhost:3000/'), true)).toBe(false);
  });
});
