import { getTranslations } from 'next-intl/server';
import { Pager } from '@/components/ui/pager';
import { getDb } from '@/db/client';
import { listAlbums } from '@/lib/boards/gallery';
import { BibSearchForm } from './bib-search-form';
import { GalleryGrid } from './gallery-grid';

/** One page of albums (spec §2 /dashboard/gallery) with the pager: the cached first page and its per-request twin. */
export async function GalleryList({ pageNo }: { pageNo: number }) {
  const t = await getTranslations('board');
  const { albums, pageMaxNo } = await listAlbums(getDb(), pageNo);
  return (
    <div>
      <h1>{t('galleryTitle')}</h1>
      <BibSearchForm />
      {albums.length === 0 ? <p className="muted">{t('gallery.empty')}</p> : <GalleryGrid albums={albums} />}
      <Pager pageNo={pageNo} pageMaxNo={pageMaxNo} href={(n) => `/dashboard/gallery?pageNo=${n}`} />
    </div>
  );
}
