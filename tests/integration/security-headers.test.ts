import { describe, expect, it } from 'vitest';
import { BASE_URL } from '../helpers/env';

/** Response headers of pages: CSP with a per-request nonce on Next's scripts, and the fixed ones. */
describe('security headers', () => {
  it('pages rendered per request carry a nonce CSP whose nonce is on every script, a fresh one per request', async () => {
    // (cached pages have the fixed policy instead: tests/integration/cached-pages.test.ts)
    const res = await fetch(`${BASE_URL}/apply/individual`);
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("'strict-dynamic'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain('https://*.tosspayments.com');
    expect(csp).toContain('https://t1.daumcdn.net');
    expect(csp).toMatch(/img-src [^;]*https:\/\/\*\.tile\.openstreetmap\.org/);
    const html = await res.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const s of scripts) expect(s).toContain(`nonce="${nonce}"`);
    const again = (await fetch(`${BASE_URL}/apply/individual`)).headers.get('content-security-policy');
    expect(again).not.toBe(csp);
  });

  it('keeps nosniff, framing and referrer rules, adds Permissions-Policy; no HSTS over plain http', async () => {
    const res = await fetch(`${BASE_URL}/apply/individual`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self' 'nonce-");
  });

  it('shows the TEST banner on every page while simulated payments are on (npm test sets PAYMENTS_SIMULATED=1)', async () => {
    for (const path of ['/', '/apply/individual', '/dashboard/notice', '/user/login']) {
      const html = await (await fetch(`${BASE_URL}${path}`)).text();
      expect(html, path).toContain('data-testid="test-mode-banner"');
    }
  });
});
