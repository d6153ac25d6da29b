import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { recordLabels, RecordTable } from '@/components/records/record-table';
import { TotalFilters } from '@/components/records/total-filters';
import { Pager } from '@/components/ui/pager';
import { getDb } from '@/db/client';
import { recordRounds } from '@/lib/records/round-list';
import { cachedTeamRecords, recordCourses } from '@/lib/records/lookup';
import { totalPageQuery } from '@/lib/records/total-query';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('records');
  return { title: t('total.title') };
}

/**
 * /record/total (spec §2, §7 /api/ranking/team): the overall record, server-rendered, 10 per page
 * in place order with a pager of 10 numbers; filters (round, course, gender, age group) in the query
 * string. Without a round in the query, the latest round that has results.
 */
export default async function TotalPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const t = await getTranslations('records');
  const sp = Object.fromEntries(Object.entries(await searchParams).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
  const db = getDb();
  const q = await totalPageQuery(db, sp);
  const [page, courses] = await Promise.all([
    cachedTeamRecords(db, q),
    q.holdRound !== null ? recordCourses(db, q.holdRound) : Promise.resolve([]),
  ]);
  const labels = recordLabels(t);
  const values = {
    holdRound: q.holdRound === null ? 'all' : String(q.holdRound),
    ageType: q.ageType === null ? 'all' : String(q.ageType),
    gender: q.gender ?? 'all',
    ticketName: q.ticketName ?? 'all',
  };
  const href = (n: number) => `/record/total?${new URLSearchParams({ ...values, pageNo: String(n) })}`;
  return (
    <>
      <h1>{t('total.title')}</h1>
      <TotalFilters editions={await recordRounds(db)} values={values} courses={courses} />
      <p data-testid="total-count">{t('total.count', { n: page.totalCount })}</p>
      <RecordTable rows={page.records} labels={labels} testId="total-records" />
      <Pager pageNo={q.pageNo} pageMaxNo={page.pageMaxNo} href={href} />
    </>
  );
}
