import { describe, expect, it } from 'vitest';
import { cachedPageSecurityPolicy, contentSecurityPolicy, DEFAULT_MAP_TILE_SOURCE, newNonce, tileImageSource } from './csp';

describe('tileImageSource (img-src from MAP_TILE_URL)', () => {
  it('turns a Leaflet template into scheme and host, {s} as a wildcard', () => {
    expect(tileImageSource('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://*.tile.openstreetmap.org');
    expect(tileImageSource('https://tiles.example.kr:8443/{z}/{x}/{y}.png')).toBe('https://tiles.example.kr:8443');
  });

  it('falls back to OpenStreetMap for unset or odd values (never widening the policy)', () => {
    expect(tileImageSource(undefined)).toBe(DEFAULT_MAP_TILE_SOURCE);
    expect(tileImageSource('javascript:alert(1)')).toBe(DEFAULT_MAP_TILE_SOURCE);
    expect(tileImageSource("https://a.example; script-src 'unsafe-inline'")).toBe(DEFAULT_MAP_TILE_SOURCE);
  });
});

describe('contentSecurityPolicy', () => {
  const csp = contentSecurityPolicy({ nonce: 'abc123', mapTileUrl: undefined });
  const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

  it('allows scripts by nonce only, with Toss and the postcode widget by name', () => {
    expect(directive('script-src')).toContain("'nonce-abc123'");
    expect(directive('script-src')).toContain("'strict-dynamic'");
    expect(directive('script-src')).not.toContain("'unsafe-inline'");
    expect(directive('script-src')).not.toContain("'unsafe-eval'");
    expect(directive('script-src')).toContain('https://*.tosspayments.com');
    expect(directive('script-src')).toContain('https://t1.daumcdn.net');
    expect(directive('frame-src')).toContain('https://*.daum.net');
  });

  it('allows map tiles, data: and blob: images; no plugins; framed by this site only', () => {
    expect(directive('img-src')).toContain('https://*.tile.openstreetmap.org');
    expect(directive('img-src')).toContain('data:');
    expect(directive('img-src')).toContain('blob:');
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(contentSecurityPolicy({ nonce: 'n', https: true })).toContain('upgrade-insecure-requests');
  });

  it('makes a different nonce each time', () => {
    expect(newNonce()).not.toBe(newNonce());
    expect(newNonce()).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

describe('cachedPageSecurityPolicy (one document for every visitor: no nonce)', () => {
  const cached = cachedPageSecurityPolicy({ mapTileUrl: 'https://{s}.tiles.example.kr/{z}/{x}/{y}.png' });
  const perRequest = contentSecurityPolicy({ nonce: 'abc123', mapTileUrl: 'https://{s}.tiles.example.kr/{z}/{x}/{y}.png' });
  const directives = (csp: string) => Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d]));

  it("allows the site's scripts and Next's inline bootstrap, with no nonce and no 'strict-dynamic'", () => {
    const script = directives(cached)['script-src'];
    expect(script).toContain("'self'");
    expect(script).toContain("'unsafe-inline'");
    expect(script).not.toContain("'nonce-");
    expect(script).not.toContain("'strict-dynamic'");
    expect(script).not.toContain("'unsafe-eval'");
    expect(cachedPageSecurityPolicy({ dev: true })).toContain("'unsafe-eval'");
  });

  it('keeps the Toss and postcode hosts, as a client-side navigation to an apply page keeps this policy', () => {
    expect(directives(cached)['script-src']).toContain('https://*.tosspayments.com');
    expect(directives(cached)['script-src']).toContain('https://t1.daumcdn.net');
  });

  it('is as strict as the per-request policy in every other directive', () => {
    const a = directives(cached);
    const b = directives(perRequest);
    expect(Object.keys(a)).toEqual(Object.keys(b));
    for (const k of Object.keys(b)) if (k !== 'script-src') expect(a[k], k).toBe(b[k]);
    expect(a['img-src']).toContain('https://*.tiles.example.kr');
    expect(a['object-src']).toBe("object-src 'none'");
    expect(cachedPageSecurityPolicy({ https: true })).toContain('upgrade-insecure-requests');
  });
});

describe('pages compiling WebAssembly', () => {
  it('allow wasm-unsafe-eval only where asked, never unsafe-eval', () => {
    const plain = contentSecurityPolicy({ nonce: 'n' });
    const scanner = contentSecurityPolicy({ nonce: 'n', wasm: true });
    expect(plain).not.toContain('wasm-unsafe-eval');
    expect(scanner).toMatch(/script-src [^;]*'wasm-unsafe-eval'/);
    expect(scanner).not.toContain("'unsafe-eval'");
  });
});
