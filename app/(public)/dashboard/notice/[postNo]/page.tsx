import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getDb } from '@/db/client';
import { getPost } from '@/lib/boards/posts';
import { formatKst } from '@/lib/time/kst';
import { postNoSchema } from '@/lib/validation/board';

export const dynamic = 'force-dynamic';

/** /dashboard/notice/{postNo}: one notice (plain text; HTML notices come with the board issue). */
export default async function NoticeDetailPage({ params }: { params: Promise<{ postNo: string }> }) {
  const parsed = postNoSchema.safeParse((await params).postNo);
  if (!parsed.success) notFound();
  const post = await getPost(getDb(), 'notice', parsed.data);
  if (!post) notFound();
  const t = await getTranslations('notice');
  return (
    <div className="container" style={{ paddingTop: 24 }}>
      <article className="card">
        <h1 style={{ marginTop: 0 }}>{post.title}</h1>
        <p className="muted">
          {post.author} · {formatKst(post.createTime)} · {t('views', { count: post.viewCount })}
        </p>
        <div style={{ whiteSpace: 'pre-wrap' }} data-testid="notice-content">{post.content}</div>
      </article>
      <p>
        <Link href="/dashboard/notice" className="btn btn-outline">{t('backToList')}</Link>
      </p>
    </div>
  );
}
