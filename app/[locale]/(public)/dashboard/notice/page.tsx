import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BoardListPage } from '@/components/board/board-list-page';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('board');
  return {
    title: t('noticeTitle'),
    description: t('noticeDescription'),
    openGraph: { title: t('noticeTitle'), description: t('noticeDescription') },
  };
}

/** /dashboard/notice?pageNo=N (spec §2): notices, 10 per page, pager of 10 numbers, search by title, content or author. */
export default async function NoticeListPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const t = await getTranslations('board');
  return <BoardListPage board="notice" raw={await searchParams} title={t('noticeTitle')} />;
}
