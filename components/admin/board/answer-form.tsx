'use client';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { adminFetch } from '@/components/admin/admin-fetch';
import { useErrorText } from '@/components/apply/api';
import { useFeedback } from '@/components/ui/feedback';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { issueMessageKey } from '@/lib/validation/issue-message';
import { answerSchema } from '@/lib/validation/board';

/**
 * Answer form of the staff console (spec §7 POST/PUT /api/admin/qna/answer): a new answer to the
 * question `articleId` (indent 2), or the edit of `answer`. Plain text, like the question.
 */
export function AnswerForm({ articleId, answer }: { articleId: number; answer?: { postNo: number; title: string; content: string } }) {
  const t = useTranslations('boardAdmin');
  const tAll = useTranslations();
  const errorText = useErrorText();
  const router = useRouter();
  const { toast } = useFeedback();
  const [title, setTitle] = useState(answer?.title ?? t('answerPrefix'));
  const [content, setContent] = useState(answer?.content ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = answer ? `a-${answer.postNo}` : 'a-new';

  async function save(e: React.FormEvent) {
    e.preventDefault();
    const body = { postNo: answer?.postNo, articleId, indent: 2, title, mimeType: 'text/plain' as const, content };
    const parsed = answerSchema.safeParse(body);
    if (!parsed.success) {
      setError(tAll(issueMessageKey(parsed.error.issues) as 'board.errors.title'));
      return;
    }
    setBusy(true);
    const a = await adminFetch(answer ? 'PUT' : 'POST', '/api/admin/qna/answer', body, t('noPermission'));
    setBusy(false);
    if (!a.ok) {
      if (a.status !== 401 && a.status !== 403) setError(errorText(a));
      return;
    }
    setError(null);
    if (!answer) {
      setTitle(t('answerPrefix'));
      setContent('');
    }
    toast(t('saved'), 'ok');
    router.refresh();
  }

  return (
    <form onSubmit={save} noValidate>
      <TextField id={`${id}-title`} label={t('qna.answerTitle')} value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} />
      <TextAreaField
        id={`${id}-content`}
        label={t('qna.answerContent')}
        rows={6}
        value={content}
        onChange={(e) => setContent(e.target.value)}
      />
      {error ? (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn" disabled={busy}>
        {answer ? t('qna.editAnswer') : t('qna.answer')}
      </button>
    </form>
  );
}
