import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { headers } from 'next/headers';
import Link from 'next/link';
import { ResultsList } from '@/components/records/results-list';
import { TotalFilters } from '@/components/records/total-filters';
import { Pager } from '@/components/ui/pager';
import { getDb } from '@/db/client';
import { clientIp } from '@/lib/auth/client-ip';
import { recordRounds } from '@/lib/records/round-list';
import { TOTAL_ROW_COUNTS, totalPage } from '@/lib/records/total-query';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('records');
  return { title: t('total.title') };
}

/**
 * /record/total (spec §2, §7 /api/ranking/team): the overall record, server-rendered in place order
 * with a pager of 10 numbers; filters (round, course, gender, age group, name, rows per page) in the
 * query string; what it shows is decided in lib/records/total-query.ts (default round and course, the
 * name search under its anti-harvest limit).
 */
export default async function TotalPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const t = await getTranslations('records');
  const sp = Object.fromEntries(Object.entries(await searchParams).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
  const { q, courses, runnerName, page, refused } = await totalPage(getDb(), sp, clientIp(await headers()));
  const values = {
    holdRound: q.holdRound === null ? 'all' : String(q.holdRound),
    ageType: q.ageType === null ? 'all' : String(q.ageType),
    gender: q.gender ?? 'all',
    ticketName: q.ticketName ?? 'all',
    runnerName,
    rowCount: String(q.rowCount),
  };
  const href = (n: number) => `/record/total?${new URLSearchParams({ ...values, pageNo: String(n) })}`;
  return (
    <>
      <h1>{t('total.title')}</h1>
      <TotalFilters editions={await recordRounds(getDb())} values={values} courses={courses} rowCounts={TOTAL_ROW_COUNTS} />
      {refused ? (
        <p role="alert" className="alert alert-error">
          {t('total.tooMany')}
        </p>
      ) : (
        <>
          <p data-testid="total-count" role="status">
            {runnerName ? `${t('total.searchedName', { name: runnerName })} · ` : ''}
            {t('total.count', { n: page.totalCount })}
            {runnerName ? (
              <>
                {' '}
                <Link href={`/record/total?${new URLSearchParams({ ...values, runnerName: '' })}`}>{t('total.clearName')}</Link>
              </>
            ) : null}
          </p>
          <ResultsList rows={page.records} testId="total-records" label={t('total.title')} />
          <Pager pageNo={q.pageNo} pageMaxNo={page.pageMaxNo} href={href} />
        </>
      )}
    </>
  );
}
