import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BoardListPage } from '@/components/board/board-list-page';

// Cached (lib/cache/cached-routes.ts): the first page without search; proxy.ts sends `?pageNo=` and
// searches to ./query, rendered per request.
export const revalidate = 60;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('board');
  return {
    title: t('noticeTitle'),
    description: t('noticeDescription'),
    openGraph: { title: t('noticeTitle'), description: t('noticeDescription') },
  };
}

/** /dashboard/notice (spec §2): the first 10 notices, the pager of 10 numbers and the search form. */
export default async function NoticeListPage() {
  const t = await getTranslations('board');
  return <BoardListPage board="notice" raw={{}} title={t('noticeTitle')} />;
}
