import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { RankBoard } from '@/components/untact/rank-board';
import { getDb } from '@/db/client';
import { untactCourses } from '@/lib/untact/courses';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('untact');
  return { title: t('rank.title') };
}

/** /record/rank (spec §2): untact ranking by course and gender. */
export default async function UntactRankPage() {
  const t = await getTranslations('untact');
  const courses = (await untactCourses(getDb())).map((c) => ({ ticketName: c.ticketName, ticketNameEn: c.ticketNameEn }));
  return (
    <div className="container" style={{ paddingTop: 24, paddingBottom: 40 }}>
      <h1>{t('rank.title')}</h1>
      <RankBoard courses={courses} />
    </div>
  );
}
