import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { LiveBoard } from '@/components/records/live-board';
import { getDb } from '@/db/client';
import { liveCourses } from '@/lib/timing/live';

// Cached (lib/cache/cached-routes.ts): the page is the same for everybody; the results come from
// GET /api/live, itself cached a few seconds, so a crowd polling it costs almost nothing.
export const revalidate = 60;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('records.live');
  return { title: t('title'), description: t('description') };
}

/** /record/live (live results): preliminary results per course as the race runs, with a bib or name search. */
export default async function LivePage() {
  const t = await getTranslations('records.live');
  const courses = await liveCourses(getDb());
  return (
    <>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <Suspense fallback={<p className="muted">{t('loading')}</p>}>
        <LiveBoard courses={courses} />
      </Suspense>
    </>
  );
}
