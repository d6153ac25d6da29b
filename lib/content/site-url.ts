import { publicOrigin } from '@/lib/http/public-url';

/**
 * The public address of the site for absolute links that must be absolute (sitemap, robots, Open
 * Graph): PUBLIC_URL, else NEXTAUTH_URL, else http://localhost:PORT. Without a trailing slash.
 */
export function siteUrl(): string {
  const raw = publicOrigin() ?? (process.env.NEXTAUTH_URL || `http://localhost:${process.env.PORT ?? 3000}`);
  return raw.replace(/\/+$/, '');
}
