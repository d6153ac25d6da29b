'use client';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { callApi, useErrorText } from '@/components/apply/api';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { issueMessageKey } from '@/lib/validation/issue-message';
import { QUESTION_MAX, questionFormSchema } from '@/lib/validation/board';

type Field = 'title' | 'author' | 'passwd' | 'passwdConfirm' | 'content';

/**
 * The Q&A question form (spec §5): title, author, optional password with confirmation, content up to
 * 1,000 characters as text/plain. The same zod schema as the server checks it first; on success the
 * visitor lands on the new post.
 */
export function QuestionForm() {
  const t = useTranslations('board');
  const tAll = useTranslations();
  const errorText = useErrorText();
  const router = useRouter();
  const [values, setValues] = useState<Record<Field, string>>({ title: '', author: '', passwd: '', passwdConfirm: '', content: '' });
  const [error, setError] = useState<{ field?: string; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (f: Field) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setValues((v) => ({ ...v, [f]: e.target.value }));

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const parsed = questionFormSchema.safeParse({ ...values, mimeType: 'text/plain' });
    if (!parsed.success) {
      setError({
        field: String(parsed.error.issues[0]?.path[0] ?? ''),
        text: tAll(issueMessageKey(parsed.error.issues) as 'board.errors.title'),
      });
      return;
    }
    setBusy(true);
    const body = {
      title: parsed.data.title,
      author: parsed.data.author,
      passwd: parsed.data.passwd,
      content: parsed.data.content,
      mimeType: parsed.data.mimeType,
    };
    const answer = await callApi<{ postNo: number }>('POST', '/api/qna/question', body);
    setBusy(false);
    if (!answer.ok) {
      setError({ text: errorText(answer) });
      return;
    }
    router.push(`/dashboard/qna/${answer.body.postNo}`);
  }

  // The form's one message sits under the field it is about (zod names it), else above the buttons.
  const errorOf = (f: Field) => (error?.field === f ? { message: error.text } : undefined);

  return (
    <form className="card" onSubmit={submit} noValidate>
      <TextField
        id="q-title"
        label={t('ask.postTitle')}
        value={values.title}
        onChange={set('title')}
        maxLength={200}
        required
        error={errorOf('title')}
      />
      <TextField
        id="q-author"
        label={t('ask.author')}
        value={values.author}
        onChange={set('author')}
        maxLength={50}
        required
        autoComplete="name"
        error={errorOf('author')}
      />
      <div className="row">
        <TextField
          id="q-passwd"
          label={t('ask.passwd')}
          type="password"
          value={values.passwd}
          onChange={set('passwd')}
          maxLength={50}
          autoComplete="new-password"
          hint={t('ask.passwdHint')}
          error={errorOf('passwd')}
        />
        <TextField
          id="q-passwdConfirm"
          label={t('ask.passwdConfirm')}
          type="password"
          value={values.passwdConfirm}
          onChange={set('passwdConfirm')}
          maxLength={50}
          autoComplete="new-password"
          error={errorOf('passwdConfirm')}
        />
      </div>
      <TextAreaField
        id="q-content"
        label={t('ask.content')}
        rows={10}
        value={values.content}
        onChange={set('content')}
        maxLength={QUESTION_MAX}
        required
        hint={t('ask.contentCount', { count: values.content.length })}
        error={errorOf('content')}
      />
      {error && !error.field ? (
        <p className="alert alert-error" role="alert">
          {error.text}
        </p>
      ) : null}
      <div style={{ display: 'flex', gap: 8 }}>
        <button type="submit" className="btn" disabled={busy}>
          {t('ask.submit')}
        </button>
        <button type="button" className="btn btn-outline" onClick={() => router.push('/dashboard/qna')}>
          {t('ask.cancel')}
        </button>
      </div>
    </form>
  );
}
