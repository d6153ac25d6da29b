'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { callApi, useErrorText } from '@/components/http/api-client';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { QUESTION_MAX, questionFormSchema } from '@/lib/validation/board';
import type { QuestionAnswer } from '@/lib/boards/qna';

type In = z.input<typeof questionFormSchema>;
type Out = z.output<typeof questionFormSchema>;

/**
 * The Q&A question form (spec §5): title, author, optional password with confirmation, content up to
 * 1,000 characters as text/plain. The server's schema checks it in the browser first (react-hook-form):
 * every problem under its field, gone as soon as the field is right; on success the visitor lands on
 * the new post. A refusal by the server shows above the buttons.
 */
export function QuestionForm() {
  const t = useTranslations('board');
  const errorText = useErrorText();
  const router = useRouter();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(questionFormSchema),
    defaultValues: { title: '', author: '', passwd: '', passwdConfirm: '', content: '', mimeType: 'text/plain' },
  });
  const errors = form.formState.errors;
  const content = useWatch({ control: form.control, name: 'content' }) ?? '';

  async function submit(q: Out) {
    setServerError(null);
    const body = { title: q.title, author: q.author, passwd: q.passwd, content: q.content, mimeType: q.mimeType };
    const answer = await callApi<QuestionAnswer>('POST', '/api/qna/question', body);
    if (!answer.ok) return setServerError(errorText(answer));
    router.push(`/dashboard/qna/${answer.body.postNo}`);
  }

  return (
    <form method="post" className="card" onSubmit={form.handleSubmit(submit)} noValidate>
      <TextField id="q-title" label={t('ask.postTitle')} maxLength={200} required error={errors.title} {...form.register('title')} />
      <TextField
        id="q-author"
        label={t('ask.author')}
        maxLength={50}
        required
        autoComplete="name"
        error={errors.author}
        {...form.register('author')}
      />
      <div className="row">
        <TextField
          id="q-passwd"
          label={t('ask.passwd')}
          type="password"
          maxLength={50}
          autoComplete="new-password"
          hint={t('ask.passwdHint')}
          error={errors.passwd}
          // A changed password re-checks its confirmation, so a mismatch message goes once they agree.
          {...form.register('passwd', { deps: ['passwdConfirm'] })}
        />
        <TextField
          id="q-passwdConfirm"
          label={t('ask.passwdConfirm')}
          type="password"
          maxLength={50}
          autoComplete="new-password"
          error={errors.passwdConfirm}
          {...form.register('passwdConfirm')}
        />
      </div>
      <TextAreaField
        id="q-content"
        label={t('ask.content')}
        rows={10}
        maxLength={QUESTION_MAX}
        required
        hint={t('ask.contentCount', { count: content.length })}
        error={errors.content}
        {...form.register('content')}
      />
      {serverError ? (
        <p className="alert alert-error" role="alert">
          {serverError}
        </p>
      ) : null}
      <div style={{ display: 'flex', gap: 8 }}>
        <button type="submit" className="btn" disabled={form.formState.isSubmitting}>
          {t('ask.submit')}
        </button>
        <button type="button" className="btn btn-outline" onClick={() => router.push('/dashboard/qna')}>
          {t('ask.cancel')}
        </button>
      </div>
    </form>
  );
}
