import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { QuestionForm } from '@/components/board/question-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('board');
  return { title: t('ask.title'), description: t('qnaDescription') };
}

/** /dashboard/qna/question (spec §2, §5): the question form. */
export default async function QuestionPage() {
  const t = await getTranslations('board');
  return (
    <div>
      <h1>{t('ask.title')}</h1>
      <QuestionForm />
    </div>
  );
}
