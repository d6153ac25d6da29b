import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AlbumForm } from '@/components/admin/board/album-form';
import { AlbumList } from '@/components/admin/board/album-list';
import { Pager } from '@/components/ui/pager';
import { getDb } from '@/db/client';
import { requireAdminPage } from '@/lib/auth/require-admin';
import { albumEditions, listAlbums } from '@/lib/boards/gallery';
import { postNoSchema } from '@/lib/validation/board';
import { ACCESS } from '@/lib/auth/access';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('board');
  return { title: t('galleryTitle'), robots: { index: false } };
}

/** /user/board/gallery: albums (title, date, photo count, cover) and the form to create one. */
export default async function StaffGalleryPage({ searchParams }: { searchParams: Promise<{ pageNo?: string }> }) {
  await requireAdminPage(ACCESS.content);
  const t = await getTranslations('boardAdmin');
  const tb = await getTranslations('board');
  const pageNo = postNoSchema.catch(1).parse((await searchParams).pageNo ?? 1);
  const { albums, pageMaxNo } = await listAlbums(getDb(), pageNo);
  const editions = await albumEditions(getDb());
  return (
    <div>
      <h1>{tb('galleryTitle')}</h1>
      <section className="card">
        <h2 style={{ marginTop: 0 }}>{t('gallery.create')}</h2>
        <AlbumForm editions={editions} defaultRound={editions.find((e) => e.isCurrent)?.holdRound ?? null} />
      </section>
      <h2>{t('gallery.albums')}</h2>
      <AlbumList albums={albums} />
      <Pager pageNo={pageNo} pageMaxNo={pageMaxNo} href={(n) => `/user/board/gallery?pageNo=${n}`} />
    </div>
  );
}
