import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { BoardListPage } from '@/components/board/board-list-page';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('board');
  return { title: t('qnaTitle'), description: t('qnaDescription'), openGraph: { title: t('qnaTitle'), description: t('qnaDescription') } };
}

/** /dashboard/qna?pageNo=N (spec §2): questions with their answers, search by title, content or author, and the ask button. */
export default async function QnaListPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const t = await getTranslations('board');
  const ask = (
    <Link href="/dashboard/qna/question" className="btn">
      {t('ask.button')}
    </Link>
  );
  return <BoardListPage board="qna" raw={await searchParams} title={t('qnaTitle')} actions={ask} />;
}
