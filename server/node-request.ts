import type { IncomingMessage } from 'node:http';
import type { RequestHead } from '@/lib/http/request-head';

/**
 * The absolute URL of the node request `req`: scheme from X-Forwarded-Proto (which the server entry
 * overwrites unless a trusted proxy set it, server/forwarded-for.mjs), host from Host.
 */
export function urlOf(req: IncomingMessage): string {
  const proto = req.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http';
  return `${proto}://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`;
}

/**
 * The head of the node request `req` as the request checks read it (lib/http/request-head.ts): its URL
 * and its headers by lower-case name, a repeated header joined with ', ' as `Headers.get` joins it.
 * No web Request is built: at an opening that construction cost a worker more than the checks.
 */
export function requestHeadOf(req: IncomingMessage): RequestHead {
  return {
    url: urlOf(req),
    headers: {
      get(name) {
        const value = req.headers[name.toLowerCase()];
        if (value === undefined) return null;
        return Array.isArray(value) ? value.join(', ') : value;
      },
    },
  };
}
