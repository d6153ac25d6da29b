import { formatKst } from '@/lib/time/kst';
import { PostBody } from './post-body';
import styles from './board.module.css';

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
  return (
    <div data-testid="qna-thread">
      <article className="card">
        <h1 style={{ marginTop: 0 }}>{post.title}</h1>
        <p className="muted">
          {post.author} · {formatKst(post.createTime)} · {labels.views}
        </p>
        <PostBody content={post.content} mimeType={post.mimeType} testId="qna-content" />
      </article>
      {post.indent === 1 ? (
        <section aria-label={labels.answers}>
          {answers.length === 0 ? <p className="muted">{labels.noAnswer}</p> : null}
          {answers.map((a) => (
            <article key={a.postNo} className={`card ${styles.answer}`} data-testid="qna-answer">
              <h2 style={{ marginTop: 0, fontSize: '1.1rem' }}>↳ {a.title}</h2>
              <p className="muted">
                {a.author} · {formatKst(a.createTime)}
              </p>
              <PostBody content={a.content} mimeType={a.mimeType} />
            </article>
          ))}
        </section>
      ) : null}
    </div>
  );
}
