import { describe, expect, it } from 'vitest';
import { clientIp } from '@/lib/auth/client-ip';
import { setClientAddress } from './forwarded-for.mjs';

function request(headers: Record<string, string>) {
  return { headers: { ...headers } as Record<string, string | string[] | undefined>, socket: { remoteAddress: '203.0.113.9' } };
}

describe('setClientAddress (server entry, TRUST_PROXY)', () => {
  it('without a trusted proxy replaces a forged X-Forwarded-For and X-Real-IP with the socket address', () => {
    const req = request({ 'x-forwarded-for': '1.2.3.4, 5.6.7.8', 'x-real-ip': '9.9.9.9' });
    setClientAddress(req, false);
    expect(req.headers['x-forwarded-for']).toBe('203.0.113.9');
    expect(req.headers['x-real-ip']).toBe('203.0.113.9');
    expect(clientIp(new Headers(req.headers as Record<string, string>))).toBe('203.0.113.9');
  });

  it('fills a missing header from the socket', () => {
    const req = request({});
    setClientAddress(req, false);
    expect(req.headers['x-forwarded-for']).toBe('203.0.113.9');
  });

  it('behind a trusted proxy keeps the header the proxy wrote, and fills it when absent', () => {
    const kept = request({ 'x-forwarded-for': '198.51.100.7' });
    setClientAddress(kept, true);
    expect(kept.headers['x-forwarded-for']).toBe('198.51.100.7');
    const filled = request({});
    setClientAddress(filled, true);
    expect(filled.headers['x-forwarded-for']).toBe('203.0.113.9');
  });
});
