import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Pager } from '@/components/ui/pager';
import { getDb } from '@/db/client';
import { listPosts } from '@/lib/boards/posts';
import { formatKst } from '@/lib/time/kst';
import { boardListQuerySchema } from '@/lib/validation/board';

export const dynamic = 'force-dynamic';

/** /dashboard/notice?pageNo=N (spec §2): notices, 10 per page, pager of 10 numbers. */
export default async function NoticeListPage({ searchParams }: { searchParams: Promise<Record<string, string>> }) {
  const q = boardListQuerySchema.catch({ pageNo: 1 }).parse(await searchParams);
  const t = await getTranslations('notice');
  const { posts, pageMaxNo } = await listPosts(getDb(), 'notice', q.pageNo);
  return (
    <div className="container" style={{ paddingTop: 24 }}>
      <h1>{t('title')}</h1>
      {posts.length === 0 ? (
        <p className="muted">{t('empty')}</p>
      ) : (
        <table className="table">
          <thead>
            <tr>
              <th style={{ width: 80 }}>{t('no')}</th>
              <th>{t('postTitle')}</th>
              <th style={{ width: 120 }}>{t('author')}</th>
              <th style={{ width: 130 }}>{t('date')}</th>
              <th style={{ width: 80 }}>{t('viewsHeader')}</th>
            </tr>
          </thead>
          <tbody>
            {posts.map((p) => (
              <tr key={p.postNo}>
                <td>{p.postNo}</td>
                <td><Link href={`/dashboard/notice/${p.postNo}`}>{p.title}</Link></td>
                <td>{p.author}</td>
                <td>{formatKst(p.createTime, false)}</td>
                <td>{p.viewCount}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager pageNo={q.pageNo} pageMaxNo={pageMaxNo} href={(n) => `/dashboard/notice?pageNo=${n}`} />
    </div>
  );
}
