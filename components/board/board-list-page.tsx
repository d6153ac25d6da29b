import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Pager } from '@/components/ui/pager';
import { getDb } from '@/db/client';
import { boardPageHref, boardPageQuery } from '@/lib/boards/list-params';
import { headers } from 'next/headers';
import { clientIp } from '@/lib/auth/client-ip';
import { listPosts, listPostsForVisitor } from '@/lib/boards/posts';
import { isApiError } from '@/lib/errors';
import type { BoardType } from '@/lib/codes';
import { BoardSearch } from './board-search';
import { PostTable } from './post-table';
import styles from './board.module.css';

/**
 * A public board list (spec §2 /dashboard/notice, /dashboard/qna): title, search, list of 10, pager
 * of 10 numbers keeping the search. Rendered on the server from the query string.
 */
export async function BoardListPage({
  board,
  raw,
  title,
  actions,
}: {
  board: Exclude<BoardType, 'gallery'>;
  raw: Record<string, string | string[] | undefined>;
  title: string;
  actions?: React.ReactNode;
}) {
  const t = await getTranslations('board');
  const tAll = await getTranslations();
  const base = `/dashboard/${board}`;
  const parsed = boardPageQuery(raw);
  const { q } = parsed;
  let { search, error } = parsed;
  let list;
  try {
    // Only a search reads the client's address (it counts in the search limit): the plain first
    // page stays cacheable.
    list = search
      ? await listPostsForVisitor(getDb(), board, q.pageNo, search, clientIp(await headers()))
      : await listPosts(getDb(), board, q.pageNo);
  } catch (err) {
    if (!isApiError(err, 'S0429')) throw err;
    error = 'errors.tooMany';
    search = undefined;
    list = await listPosts(getDb(), board, q.pageNo);
  }
  const { posts, pageMaxNo, totalCount } = list;
  return (
    <div>
      <div className={styles.head}>
        <h1>{title}</h1>
        {actions}
      </div>
      <BoardSearch action={base} searchKey={search?.key} searchValue={search?.value} />
      {error ? (
        <p role="alert" className="alert alert-error">
          {tAll(error as 'board.errors.searchEmpty')}
        </p>
      ) : null}
      {search ? (
        <p className="muted">
          {t('search.results', { value: search.value, count: totalCount })} · <Link href={base}>{t('search.reset')}</Link>
        </p>
      ) : null}
      <PostTable posts={posts} hrefBase={base} label={title} />
      <Pager pageNo={q.pageNo} pageMaxNo={pageMaxNo} href={(n) => boardPageHref(base, n, search)} />
    </div>
  );
}
