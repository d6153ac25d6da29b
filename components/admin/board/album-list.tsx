'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { AlbumListRow } from '@/lib/boards/gallery';
import { formatKst } from '@/lib/time/kst';
import { DataTable, type Column } from '@/components/ui/data-table/data-table';

/**
 * The albums of /user/board/gallery (spec §2): cover thumbnail, title (opening the album's editor),
 * photo count and date, newest first. 'No albums' when empty.
 */
export function AlbumList({ albums }: { albums: AlbumListRow[] }) {
  const t = useTranslations('boardAdmin');
  const tb = useTranslations('board');
  const columns: Array<Column<AlbumListRow>> = [
    {
      id: 'cover',
      header: () => <span className="sr-only">{t('gallery.cover')}</span>,
      cell: ({ row: { original: a } }) =>
        a.photos[0] ? (
          // eslint-disable-next-line @next/next/no-img-element -- our own thumbnail
          <img
            src={`/api/photo/${a.photos[0].thumbId}`}
            alt=""
            width={72}
            height={72}
            loading="lazy"
            style={{ objectFit: 'cover', borderRadius: 4, display: 'block' }}
          />
        ) : null,
    },
    {
      id: 'title',
      header: tb('postTitle'),
      meta: { wrap: true },
      cell: ({ row: { original: a } }) => (
        <Link prefetch={false} href={`/user/board/gallery/${a.postNo}`}>
          {a.title}
        </Link>
      ),
    },
    { id: 'photos', header: t('gallery.photoCount'), cell: ({ row: { original: a } }) => t('gallery.photos', { count: a.photos.length }) },
    { id: 'date', header: tb('date'), cell: ({ row: { original: a } }) => formatKst(a.createTime, false) },
  ];
  return (
    <DataTable
      data={albums}
      columns={columns}
      rowId={(a) => String(a.postNo)}
      empty={tb('gallery.empty')}
      label={t('gallery.albums')}
      testId="staff-albums"
    />
  );
}
