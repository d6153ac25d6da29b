import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AlbumEditor } from '@/components/admin/board/album-editor';
import { AlbumForm } from '@/components/admin/board/album-form';
import { AlbumReread } from '@/components/admin/board/album-reread';
import { getDb } from '@/db/client';
import { requireAdminPage } from '@/lib/auth/require-admin';
import { albumEditions, getAlbum } from '@/lib/boards/gallery';
import { loadOr404 } from '@/lib/boards/load-or-404';
import { ACCESS } from '@/lib/auth/access';
import { isUnread } from '@/lib/photo-bibs/reread';
import { albumPhotoTags } from '@/lib/photo-bibs/tags';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('boardAdmin');
  return { title: t('gallery.editTitle'), robots: { index: false } };
}

/**
 * /user/board/gallery/{postNo}: rename an album and set its edition, upload photos with a progress
 * bar, correct the bibs read in each photo, read the bibs again, delete photos or the album.
 */
export default async function StaffAlbumPage({ params }: { params: Promise<{ postNo: string }> }) {
  await requireAdminPage(ACCESS.content);
  const album = await loadOr404((await params).postNo, (postNo) => getAlbum(getDb(), postNo));
  const t = await getTranslations('boardAdmin');
  const tags = new Map((await albumPhotoTags(getDb(), album.postNo)).map((p) => [p.photoId, p]));
  const photos = album.photos.map((p) => ({
    photoId: p.photoId,
    thumbId: p.thumbId,
    ocrState: tags.get(p.photoId)?.ocrState ?? null,
    tags: tags.get(p.photoId)?.tags ?? [],
  }));
  return (
    <div>
      <h1>{t('gallery.editTitle')}</h1>
      <section className="card">
        <AlbumForm
          album={{ postNo: album.postNo, title: album.title, content: album.content, holdRound: album.holdRound }}
          editions={await albumEditions(getDb())}
        />
      </section>
      <AlbumEditor postNo={album.postNo} photos={photos} />
      <AlbumReread postNo={album.postNo} unread={photos.filter((p) => isUnread(p.ocrState)).length} />
    </div>
  );
}
