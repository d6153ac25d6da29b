import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/content/site-url';

export const dynamic = 'force-dynamic';

/** Public pages a search engine should know (spec §2 public screens); the staff console is left out. */
const PATHS: Array<[string, MetadataRoute.Sitemap[number]['changeFrequency'], number]> = [
  ['/', 'daily', 1],
  ['/guide', 'monthly', 0.9],
  ['/course', 'monthly', 0.9],
  ['/trekking', 'yearly', 0.5],
  ['/apply/individual', 'weekly', 0.8],
  ['/apply/group', 'weekly', 0.7],
  ['/apply/search', 'monthly', 0.6],
  ['/dashboard/notice', 'daily', 0.8],
  ['/dashboard/qna', 'daily', 0.6],
  ['/dashboard/gallery', 'weekly', 0.5],
];

/** /sitemap.xml */
export default function sitemap(): MetadataRoute.Sitemap {
  const base = siteUrl();
  return PATHS.map(([path, changeFrequency, priority]) => ({ url: `${base}${path}`, changeFrequency, priority }));
}
