import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { GalleryGrid } from '@/components/board/gallery-grid';
import { Pager } from '@/components/ui/pager';
import { getDb } from '@/db/client';
import { listAlbums } from '@/lib/boards/gallery';
import { postNoSchema } from '@/lib/validation/board';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('board');
  return {
    title: t('galleryTitle'),
    description: t('galleryDescription'),
    openGraph: { title: t('galleryTitle'), description: t('galleryDescription') },
  };
}

/** /dashboard/gallery (spec §2): albums as grids of lazily loaded thumbnails, with a keyboard lightbox. */
export default async function GalleryPage({ searchParams }: { searchParams: Promise<{ pageNo?: string }> }) {
  const t = await getTranslations('board');
  const pageNo = postNoSchema.catch(1).parse((await searchParams).pageNo ?? 1);
  const { albums, pageMaxNo } = await listAlbums(getDb(), pageNo);
  return (
    <div>
      <h1>{t('galleryTitle')}</h1>
      {albums.length === 0 ? <p className="muted">{t('gallery.empty')}</p> : <GalleryGrid albums={albums} />}
      <Pager pageNo={pageNo} pageMaxNo={pageMaxNo} href={(n) => `/dashboard/gallery?pageNo=${n}`} />
    </div>
  );
}
