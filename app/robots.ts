import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/content/site-url';

export const dynamic = 'force-dynamic';

/** /robots.txt: everything public may be indexed except the staff console (/user) and the APIs. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/user', '/api/', '/apply/success', '/apply/fail', '/apply/pay/'] }],
    sitemap: `${siteUrl()}/sitemap.xml`,
  };
}
