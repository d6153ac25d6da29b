import type { IncomingMessage } from 'node:http';
import { env } from '@/lib/env';
import type { RequestHead } from '@/lib/http/request-head';

/**
 * The absolute URL of the node request `req`: host from Host; scheme https only when a trusted proxy
 * (`trustProxy`, TRUST_PROXY=1) that ends TLS says so in X-Forwarded-Proto, else http (the workers
 * themselves serve plain HTTP, and without a proxy that header is whatever the client sent).
 */
export function urlOf(req: IncomingMessage, trustProxy = env.server.TRUST_PROXY): string {
  const proto = trustProxy && req.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http';
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
