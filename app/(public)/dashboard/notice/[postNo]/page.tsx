import type { Metadata } from 'next';
import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { PostBody } from '@/components/board/post-body';
import styles from '@/components/board/board.module.css';
import { getDb } from '@/db/client';
import { loadOr404 } from '@/lib/boards/load-or-404';
import { localizedNotice } from '@/lib/boards/localized-notice';
import { getNotice } from '@/lib/boards/posts';
import { htmlToText } from '@/lib/boards/sanitize';
import { formatKst } from '@/lib/time/kst';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ postNo: string }> };

/** The notice in the visitor's language (English title and body when staff wrote them). */
async function load(params: Props['params'], countView: boolean) {
  const post = await loadOr404((await params).postNo, (postNo) => getNotice(getDb(), postNo, countView));
  return localizedNotice(post, await getLocale());
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = await load(params, false);
  const description = htmlToText(post.content).slice(0, 150);
  return { title: post.title, description, openGraph: { title: post.title, description, type: 'article' } };
}

/** /dashboard/notice/{postNo} (spec §2): one notice with views and previous/next links. */
export default async function NoticeDetailPage({ params }: Props) {
  const post = await load(params, true);
  const t = await getTranslations('board');
  return (
    <div>
      <article className="card">
        <h1 style={{ marginTop: 0 }}>{post.title}</h1>
        <p className="muted">
          {post.author} · {formatKst(post.createTime)} · {t('viewCount', { count: post.viewCount })}
        </p>
        <PostBody content={post.content} mimeType={post.mimeType} testId="notice-content" />
      </article>
      <ul className={styles.neighbours}>
        <li>
          <strong>{t('prev')}</strong>
          {post.prev ? (
            <Link href={`/dashboard/notice/${post.prev.postNo}`} rel="prev">
              {post.prev.title}
            </Link>
          ) : (
            <span className="muted">{t('none')}</span>
          )}
        </li>
        <li>
          <strong>{t('next')}</strong>
          {post.next ? (
            <Link href={`/dashboard/notice/${post.next.postNo}`} rel="next">
              {post.next.title}
            </Link>
          ) : (
            <span className="muted">{t('none')}</span>
          )}
        </li>
      </ul>
      <p>
        <Link href="/dashboard/notice" className="btn btn-outline">
          {t('backToList')}
        </Link>
      </p>
    </div>
  );
}
