import { env } from '@/lib/env';
import { publicOrigin } from '@/lib/http/public-url';

/**
 * The public address of the site for absolute links that must be absolute (sitemap, robots, Open
 * Graph): PUBLIC_URL, else NEXTAUTH_URL, else http://localhost:PORT. Without a trailing slash.
 */
export function siteUrl(): string {
  const raw = publicOrigin() ?? env.auth.NEXTAUTH_URL ?? `http://localhost:${env.server.PORT}`;
  return raw.replace(/\/+$/, '');
}
