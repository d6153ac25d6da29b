import { useLocale } from 'next-intl';
import { formatKst } from '@/lib/time/kst';
import { PostBody } from './post-body';
import styles from './board.module.css';
import { Ko } from '@/components/ui/localized';
import { langOf } from '@/lib/content/localized';

export interface QnaPostView {
  postNo: number;
  title: string;
  author: string;
  createTime: string;
  viewCount: number;
  content: string;
  mimeType: string;
  indent: number;
}

/** Presentation of an open Q&A thread: the post and, under it, its answers (indent 2). Client-safe markup. */
export function QnaThreadView({
  post,
  answers,
  labels,
}: {
  post: QnaPostView;
  answers: QnaPostView[];
  labels: { views: string; answers: string; noAnswer: string };
}) {
  const locale = useLocale();
  return (
    <div data-testid="qna-thread">
      <article className="card">
        <h1 style={{ marginTop: 0 }} lang={langOf(post.title, locale)}>
          {post.title}
        </h1>
        <p className="muted">
          <Ko text={post.author} locale={locale} /> · {formatKst(post.createTime)} · {labels.views}
        </p>
        <PostBody content={post.content} mimeType={post.mimeType} testId="qna-content" lang={langOf(post.content, locale)} />
      </article>
      {post.indent === 1 ? (
        <section aria-label={labels.answers}>
          {answers.length === 0 ? <p className="muted">{labels.noAnswer}</p> : null}
          {answers.map((a) => (
            <article key={a.postNo} className={`card ${styles.answer}`} data-testid="qna-answer">
              <h2 style={{ marginTop: 0, fontSize: '1.1rem' }}>
                ↳ <Ko text={a.title} locale={locale} />
              </h2>
              <p className="muted">
                <Ko text={a.author} locale={locale} /> · {formatKst(a.createTime)}
              </p>
              <PostBody content={a.content} mimeType={a.mimeType} lang={langOf(a.content, locale)} />
            </article>
          ))}
        </section>
      ) : null}
    </div>
  );
}
