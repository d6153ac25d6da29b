import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StaffPostList } from '@/components/admin/board/staff-post-list';
import { Pager } from '@/components/ui/pager';
import { getDb } from '@/db/client';
import { requireAdminPage } from '@/lib/auth/require-admin';
import { boardPageQuery } from '@/lib/boards/list-params';
import { listPosts } from '@/lib/boards/posts';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('board');
  return { title: t('qnaTitle'), robots: { index: false } };
}

/** /user/board/qna?pageNo=1 (spec §2, §6): questions and answers with checkbox delete; a title opens the answer page. */
export default async function StaffQnaList({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdminPage();
  const tb = await getTranslations('board');
  const { q } = boardPageQuery(await searchParams);
  const { posts, pageMaxNo } = await listPosts(getDb(), 'qna', q.pageNo);
  return (
    <div>
      <h1>{tb('qnaTitle')}</h1>
      <StaffPostList rows={posts} editBase="/user/board/qna" label={tb('qnaTitle')} />
      <Pager pageNo={q.pageNo} pageMaxNo={pageMaxNo} href={(n) => `/user/board/qna?pageNo=${n}`} />
    </div>
  );
}
