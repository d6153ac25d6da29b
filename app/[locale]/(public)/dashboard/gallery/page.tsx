import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { GalleryList } from '@/components/board/gallery-list';

// Cached (lib/cache/cached-routes.ts): the first page; proxy.ts sends `?pageNo=` to ./query, rendered per request.
export const revalidate = 60;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('board');
  return {
    title: t('galleryTitle'),
    description: t('galleryDescription'),
    openGraph: { title: t('galleryTitle'), description: t('galleryDescription') },
  };
}

/** /dashboard/gallery (spec §2): albums as grids of lazily loaded thumbnails, with a keyboard lightbox. */
export default function GalleryPage() {
  return <GalleryList pageNo={1} />;
}
