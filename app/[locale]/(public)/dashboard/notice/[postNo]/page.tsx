import type { Metadata } from 'next';
import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { NoticeViews } from '@/components/board/notice-views';
import { PostBody } from '@/components/board/post-body';
import styles from '@/components/board/board.module.css';
import { getDb } from '@/db/client';
import { loadOr404 } from '@/lib/boards/load-or-404';
import { localizedNotice } from '@/lib/boards/localized-notice';
import { getNotice } from '@/lib/boards/posts';
import { htmlToText } from '@/lib/boards/sanitize';
import { formatKst } from '@/lib/time/kst';
import { Ko } from '@/components/ui/localized';
import { langOf } from '@/lib/content/localized';

// Cached (lib/cache/cached-routes.ts): each notice is rendered on its first visit, then again at most
// every 60 s or at once when staff change notices; the view is counted by the browser (NoticeViews).
export const revalidate = 60;

/** No notice is rendered at build (they live in the database); each one on its first visit. */
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ postNo: string }> };

/** The notice in the visitor's language (English title and body when staff wrote them); views are counted by the browser. */
async function load(params: Props['params']) {
  const post = await loadOr404((await params).postNo, (postNo) => getNotice(getDb(), postNo, false));
  return localizedNotice(post, await getLocale());
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = await load(params);
  const description = htmlToText(post.content).slice(0, 150);
  return { title: post.title, description, openGraph: { title: post.title, description, type: 'article' } };
}

/** /dashboard/notice/{postNo} (spec §2): one notice with views and previous/next links. */
export default async function NoticeDetailPage({ params }: Props) {
  const post = await load(params);
  const t = await getTranslations('board');
  const locale = await getLocale();
  return (
    <div>
      <article className="card">
        <h1 style={{ marginTop: 0 }} lang={langOf(post.title, locale)}>
          {post.title}
        </h1>
        <p className="muted">
          <Ko text={post.author} locale={locale} /> · {formatKst(post.createTime)} ·{' '}
          <NoticeViews postNo={post.postNo} initial={post.viewCount} />
        </p>
        <PostBody content={post.content} mimeType={post.mimeType} testId="notice-content" lang={langOf(post.content, locale)} />
      </article>
      <ul className={styles.neighbours}>
        <li>
          <strong>{t('prev')}</strong>
          {post.prev ? (
            <Link href={`/dashboard/notice/${post.prev.postNo}`} rel="prev">
              <Ko text={post.prev.title} locale={locale} />
            </Link>
          ) : (
            <span className="muted">{t('none')}</span>
          )}
        </li>
        <li>
          <strong>{t('next')}</strong>
          {post.next ? (
            <Link href={`/dashboard/notice/${post.next.postNo}`} rel="next">
              <Ko text={post.next.title} locale={locale} />
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
