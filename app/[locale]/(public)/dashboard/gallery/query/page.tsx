import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { BibPhotos } from '@/components/board/bib-photos';
import { BibSearchForm } from '@/components/board/bib-search-form';
import { GalleryList } from '@/components/board/gallery-list';
import { postNoSchema } from '@/lib/validation/board';
import { photosByBibQuery } from '@/lib/validation/photo-bibs';

// The query twin of the cached gallery: pages past the first, and a runner's photos by bib, are read from the query string.
export const dynamic = 'force-dynamic';
export { generateMetadata } from '../page';

/**
 * /dashboard/gallery?pageNo=N (spec §2) and /dashboard/gallery?backNo=&holdRound= (내 사진: the photos
 * tagged with a bib), reached through proxy.ts's rewrite (lib/cache/cached-routes.ts). A bib that is
 * not a bib shows the search form with the message.
 */
export default async function GalleryQueryPage({
  searchParams,
}: {
  searchParams: Promise<{ pageNo?: string; backNo?: string; holdRound?: string }>;
}) {
  const sp = await searchParams;
  if (sp.backNo === undefined) return <GalleryList pageNo={postNoSchema.catch(1).parse(sp.pageNo ?? 1)} />;
  const t = await getTranslations('board');
  const q = photosByBibQuery.safeParse({ backNo: sp.backNo, holdRound: sp.holdRound || undefined });
  return (
    <div>
      <h1>
        {q.success
          ? q.data.holdRound
            ? t('gallery.bibRoundTitle', { backNo: q.data.backNo, holdRound: q.data.holdRound })
            : t('gallery.bibTitle', { backNo: q.data.backNo })
          : t('gallery.bibSearch')}
      </h1>
      <BibSearchForm backNo={q.success ? q.data.backNo : ''} />
      {q.success ? (
        <BibPhotos backNo={q.data.backNo} holdRound={q.data.holdRound} />
      ) : (
        <p className="alert alert-error" role="alert">
          {t(q.error.issues[0].message.replace(/^board\./, '') as never)}
        </p>
      )}
      <p>
        <Link href="/dashboard/gallery">{t('gallery.allAlbums')}</Link>
      </p>
    </div>
  );
}
