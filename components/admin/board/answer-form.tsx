'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { adminFetch } from '@/components/admin/admin-fetch';
import { useErrorText } from '@/components/http/api-client';
import { useFeedback } from '@/components/ui/feedback';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { answerFormSchema } from '@/lib/validation/board';

type In = z.input<typeof answerFormSchema>;
type Out = z.output<typeof answerFormSchema>;

/**
 * Answer form of the staff console (spec §7 POST/PUT /api/admin/qna/answer): a new answer to the
 * question `articleId` (indent 2), or the edit of `answer`. Plain text, like the question. Checked
 * with the server's rules first: each problem under its field, gone as soon as the field is right.
 */
export function AnswerForm({ articleId, answer }: { articleId: number; answer?: { postNo: number; title: string; content: string } }) {
  const t = useTranslations('boardAdmin');
  const errorText = useErrorText();
  const router = useRouter();
  const { toast } = useFeedback();
  const [serverError, setServerError] = useState<string | null>(null);
  const blank = { title: t('answerPrefix'), content: '' };
  const defaults = answer ? { title: answer.title, content: answer.content } : blank;
  const form = useForm<In, unknown, Out>({ resolver: zodResolver(answerFormSchema), defaultValues: defaults });
  const errors = form.formState.errors;
  const id = answer ? `a-${answer.postNo}` : 'a-new';

  async function save(values: Out) {
    setServerError(null);
    const body = { postNo: answer?.postNo, articleId, indent: 2, mimeType: 'text/plain' as const, ...values };
    const a = await adminFetch(answer ? 'PUT' : 'POST', '/api/admin/qna/answer', body, t('noPermission'));
    if (!a.ok) {
      if (a.status !== 401 && a.status !== 403) setServerError(errorText(a));
      return;
    }
    if (!answer) form.reset(blank);
    toast(t('saved'), 'ok');
    router.refresh();
  }

  return (
    <form method="post" onSubmit={form.handleSubmit(save)} noValidate>
      <TextField
        id={`${id}-title`}
        label={t('qna.answerTitle')}
        maxLength={200}
        error={errors.title}
        defaultValue={defaults.title}
        {...form.register('title')}
      />
      <TextAreaField
        id={`${id}-content`}
        label={t('qna.answerContent')}
        rows={6}
        error={errors.content}
        defaultValue={defaults.content}
        {...form.register('content')}
      />
      {serverError ? (
        <p className="alert alert-error" role="alert">
          {serverError}
        </p>
      ) : null}
      <button type="submit" className="btn" disabled={form.formState.isSubmitting}>
        {answer ? t('qna.editAnswer') : t('qna.answer')}
      </button>
    </form>
  );
}
