import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { AlbumForm } from '@/components/admin/board/album-form';
import { Pager } from '@/components/ui/pager';
import { getDb } from '@/db/client';
import { requireAdminPage } from '@/lib/auth/require-admin';
import { listAlbums } from '@/lib/boards/gallery';
import { formatKst } from '@/lib/time/kst';
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
  return (
    <div>
      <h1>{tb('galleryTitle')}</h1>
      <section className="card">
        <h2 style={{ marginTop: 0 }}>{t('gallery.create')}</h2>
        <AlbumForm />
      </section>
      <h2>{t('gallery.albums')}</h2>
      {albums.length === 0 ? (
        <p className="muted">{tb('gallery.empty')}</p>
      ) : (
        <table className="table" data-testid="staff-albums">
          <tbody>
            {albums.map((a) => (
              <tr key={a.postNo}>
                <td style={{ width: 90 }}>
                  {a.photos[0] ? (
                    // eslint-disable-next-line @next/next/no-img-element -- our own thumbnail
                    <img
                      src={`/api/photo/${a.photos[0].thumbId}`}
                      alt=""
                      width={72}
                      height={72}
                      loading="lazy"
                      style={{ objectFit: 'cover', borderRadius: 4 }}
                    />
                  ) : null}
                </td>
                <td>
                  <Link href={`/user/board/gallery/${a.postNo}`}>{a.title}</Link>
                </td>
                <td>{t('gallery.photos', { count: a.photos.length })}</td>
                <td>{formatKst(a.createTime, false)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager pageNo={pageNo} pageMaxNo={pageMaxNo} href={(n) => `/user/board/gallery?pageNo=${n}`} />
    </div>
  );
}
