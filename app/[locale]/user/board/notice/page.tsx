import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { StaffPostList } from '@/components/admin/board/staff-post-list';
import { Pager } from '@/components/ui/pager';
import { getDb } from '@/db/client';
import { requireAdminPage } from '@/lib/auth/require-admin';
import { boardPageQuery } from '@/lib/boards/list-params';
import { listPosts } from '@/lib/boards/posts';
import { ACCESS } from '@/lib/auth/access';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('board');
  return { title: t('noticeTitle'), robots: { index: false } };
}

/** /user/board/notice?pageNo=1 (spec §2): notices with multi-select delete and the new-post button. */
export default async function StaffNoticeList({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdminPage(ACCESS.content);
  const t = await getTranslations('boardAdmin');
  const tb = await getTranslations('board');
  const { q } = boardPageQuery(await searchParams);
  const { posts, pageMaxNo } = await listPosts(getDb(), 'notice', q.pageNo);
  return (
    <div>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <h1>{tb('noticeTitle')}</h1>
        <Link prefetch={false} href="/user/board/notice/new_post" className="btn">
          {t('newPost')}
        </Link>
      </div>
      <StaffPostList rows={posts} editBase="/user/board/notice" label={tb('noticeTitle')} />
      <Pager pageNo={q.pageNo} pageMaxNo={pageMaxNo} href={(n) => `/user/board/notice?pageNo=${n}`} />
    </div>
  );
}
