import { getTranslations } from 'next-intl/server';
import { BoardListPage } from '@/components/board/board-list-page';

// The query twin of the cached notice list: any page or search is read from the query string.
export const dynamic = 'force-dynamic';
export { generateMetadata } from '../page';

/**
 * /dashboard/notice?pageNo=N&searchKey=&searchValue= (spec §2), reached through proxy.ts's rewrite
 * (lib/cache/cached-routes.ts): notices, 10 per page, pager of 10 numbers, search by title, content or author.
 */
export default async function NoticeQueryPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const t = await getTranslations('board');
  return <BoardListPage board="notice" raw={await searchParams} title={t('noticeTitle')} />;
}
