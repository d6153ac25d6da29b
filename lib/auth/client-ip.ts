import { env } from '@/lib/env';

/**
 * The client's address as the server saw it: Next's server sets x-forwarded-for from the socket;
 * behind a reverse proxy (TRUST_PROXY=1) the first hop of that header is the client.
 */
export function clientIp(headers: Headers): string {
  const xff = headers.get('x-forwarded-for');
  if (xff) {
    const hops = xff
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    return (env.server.TRUST_PROXY ? hops[0] : hops[hops.length - 1]) ?? 'unknown';
  }
  return headers.get('x-real-ip') ?? 'unknown';
}
