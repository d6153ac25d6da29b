import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AnswerForm } from '@/components/admin/board/answer-form';
import { PostBody } from '@/components/board/post-body';
import { getDb } from '@/db/client';
import { requireAdminPage } from '@/lib/auth/require-admin';
import { loadOr404 } from '@/lib/boards/load-or-404';
import { getQna } from '@/lib/boards/qna';
import { formatKst } from '@/lib/time/kst';
import { ACCESS } from '@/lib/auth/access';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('board');
  return { title: t('qnaTitle'), robots: { index: false } };
}

/**
 * /user/board/qna/{articleId} (spec §2, §4): a question (locked ones too) with its answers, a form to
 * answer it and a form to edit each answer. An answer's page offers only its edit form, since
 * answering an answer is refused ('only questions can be answered').
 */
export default async function StaffQnaPage({ params }: { params: Promise<{ articleId: string }> }) {
  await requireAdminPage(ACCESS.content);
  const post = await loadOr404((await params).articleId, (postNo) => getQna(getDb(), postNo, true));
  if (post.locked) notFound(); // never for staff; narrows the type
  const t = await getTranslations('boardAdmin');
  const isQuestion = post.indent === 1;
  return (
    <div>
      <h1>{isQuestion ? t('qna.question') : t('qna.answers')}</h1>
      <article className="card" data-testid="staff-qna-post">
        <h2 style={{ marginTop: 0 }}>{post.title}</h2>
        <p className="muted">
          {post.author} · {formatKst(post.createTime)}
        </p>
        <PostBody content={post.content} mimeType={post.mimeType} />
      </article>
      {isQuestion ? (
        <>
          {post.answers.map((a) => (
            <section key={a.postNo} className="card" style={{ marginTop: 12 }} data-testid="staff-answer">
              <p className="muted">
                {a.author} · {formatKst(a.createTime)}
              </p>
              <AnswerForm articleId={post.postNo} answer={{ postNo: a.postNo, title: a.title, content: a.content }} />
            </section>
          ))}
          <section className="card" style={{ marginTop: 12 }}>
            <h2 style={{ marginTop: 0 }}>{t('qna.answer')}</h2>
            <AnswerForm articleId={post.postNo} />
          </section>
        </>
      ) : (
        <section className="card" style={{ marginTop: 12 }}>
          <p className="muted">
            {t('qna.onlyQuestions')}{' '}
            <Link prefetch={false} href={`/user/board/qna/${post.articleId}`}>
              {t('qna.ofQuestion')}
            </Link>
          </p>
          <AnswerForm
            articleId={post.articleId ?? post.postNo}
            answer={{ postNo: post.postNo, title: post.title, content: post.content }}
          />
        </section>
      )}
    </div>
  );
}
