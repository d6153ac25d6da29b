/**
 * The public address of the site for absolute links (sitemap, Open Graph): SITE_URL, else
 * NEXTAUTH_URL, else http://localhost:PORT. Without a trailing slash.
 */
export function siteUrl(): string {
  const raw = process.env.SITE_URL || process.env.NEXTAUTH_URL || `http://localhost:${process.env.PORT ?? 3000}`;
  return raw.replace(/\/+$/, '');
}
