import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { QnaThreadView } from '@/components/board/qna-thread';
import { QnaUnlock } from '@/components/board/qna-unlock';
import { getDb } from '@/db/client';
import { isStaffPage } from '@/lib/auth/optional-staff';
import { loadOr404 } from '@/lib/boards/load-or-404';
import { getQna } from '@/lib/boards/qna';
import { formatKst } from '@/lib/time/kst';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ postNo: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('board');
  // A question's own words may be private: the page title stays generic.
  return { title: t('qnaTitle'), description: t('qnaDescription') };
}

/**
 * /dashboard/qna/{postNo} (spec §2, §4): a question with its answers, or an answer. A locked thread
 * shows title, author and date and asks for the password, checked on the server (POST
 * /api/qna/{postNo}/unlock); the content never reaches the browser before that. Staff read it at once.
 */
export default async function QnaDetailPage({ params }: Props) {
  const staff = await isStaffPage();
  const post = await loadOr404((await params).postNo, (postNo) => getQna(getDb(), postNo, staff));
  const t = await getTranslations('board');
  const labels = { views: t('viewCount', { count: post.viewCount }), answers: t('answers'), noAnswer: t('noAnswer') };
  return (
    <div>
      {post.locked ? (
        <>
          <div className="card">
            <h1 style={{ marginTop: 0 }}>🔒 {post.title}</h1>
            <p className="muted">
              {post.author} · {formatKst(post.createTime)} · {labels.views}
            </p>
          </div>
          <QnaUnlock postNo={post.postNo} labels={labels} />
        </>
      ) : (
        <QnaThreadView post={post} answers={post.answers} labels={labels} />
      )}
      <p>
        <Link href="/dashboard/qna" className="btn btn-outline">
          {t('backToList')}
        </Link>
      </p>
    </div>
  );
}
