import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { HistoryForm } from '@/components/records/history-form';
import { AGE_GRADING_SOURCE } from '@/lib/records/age-grading/age-grade';

// A personal lookup: rendered per request with the request's CSP nonce, never a prerendered page
// (lib/cache/cached-routes.ts lists the cached ones).
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('records');
  return { title: t('me.title') };
}

/** /record/me: a runner's official results across the editions (lib/records/history.ts). */
export default async function MyRecordsPage() {
  const t = await getTranslations('records');
  return (
    <>
      <h1>{t('me.title')}</h1>
      <p className="muted">{t('me.intro')}</p>
      <HistoryForm ageGradeNote={t('me.ageGradeNote', AGE_GRADING_SOURCE)} />
    </>
  );
}
