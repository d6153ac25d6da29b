'use client';
import { useLocale, useTranslations } from 'next-intl';
import type { PostListRow } from '@/lib/boards/posts';
import { formatKst } from '@/lib/time/kst';
import { DataTable, type Column } from '@/components/ui/data-table/data-table';
import { Ko } from '@/components/ui/localized';
import { PostTitle } from './post-title';
import styles from './board.module.css';

/**
 * The list of a public board (spec §2): number, title (English in English mode when given), author,
 * date, views; Q&A answers indented under their question with a lock mark on private threads. On a
 * phone each post is a card: the title on the first line, author, date and views below. 'No posts
 * exist' when empty (spec §8). `brief` leaves number, title and date (the home page's latest notices).
 */
export function PostTable({
  posts,
  hrefBase,
  label,
  brief,
  testId = 'board-list',
  empty,
}: {
  posts: PostListRow[];
  hrefBase: string;
  label: string;
  /** Number, title and date only (the home page's latest notices). */
  brief?: boolean;
  testId?: string;
  /** Shown when there are no posts (default: 'No posts exist', spec §8). */
  empty?: string;
}) {
  const t = useTranslations('board');
  const locale = useLocale();
  const columns: Array<Column<PostListRow>> = [
    { id: 'postNo', header: t('no'), cell: ({ row: { original: p } }) => (p.indent > 1 ? '' : p.postNo), meta: { numeric: true } },
    {
      id: 'title',
      header: t('postTitle'),
      cell: ({ row: { original: p } }) => <PostTitle row={p} href={`${hrefBase}/${p.postNo}`} />,
      meta: { wrap: true },
    },
    ...(brief
      ? []
      : [
          {
            id: 'author',
            header: t('author'),
            cell: ({ row: { original: p } }: { row: { original: PostListRow } }) => <Ko text={p.author} locale={locale} />,
            meta: { priority: 2 },
          },
        ]),
    { id: 'date', header: t('date'), cell: ({ row: { original: p } }) => formatKst(p.createTime, false) },
    ...(brief ? [] : [{ accessorKey: 'viewCount', header: t('views'), meta: { numeric: true, priority: 2 } }]),
  ] as Array<Column<PostListRow>>;
  return (
    <DataTable
      data={posts}
      columns={columns}
      rowId={(p) => String(p.postNo)}
      empty={<span data-testid="board-empty">{empty ?? t('empty')}</span>}
      label={label}
      testId={testId}
      rowProps={() => ({ 'data-testid': 'board-row' })}
      card={(p) => (
        <article className={styles.card}>
          <p className={styles.cardTitle}>
            <PostTitle row={p} href={`${hrefBase}/${p.postNo}`} />
          </p>
          {brief ? (
            <p className={styles.cardMeta}>{formatKst(p.createTime, false)}</p>
          ) : (
            <p className={styles.cardMeta}>
              {p.indent > 1 ? null : <>{t('numbered', { no: p.postNo })} · </>}
              <Ko text={p.author} locale={locale} /> · {formatKst(p.createTime, false)} · {t('viewCount', { count: p.viewCount })}
            </p>
          )}
        </article>
      )}
    />
  );
}
