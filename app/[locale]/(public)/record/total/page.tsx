import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { headers } from 'next/headers';
import Link from 'next/link';
import { ResultsList } from '@/components/records/results-list';
import { TotalFilters } from '@/components/records/total-filters';
import { Pager } from '@/components/ui/pager';
import { getDb } from '@/db/client';
import { clientIp } from '@/lib/auth/client-ip';
import { isApiError } from '@/lib/errors';
import { recordRounds } from '@/lib/records/round-list';
import { cachedTeamRecords, coursesLongestFirst } from '@/lib/records/lookup';
import { searchTotalByName } from '@/lib/records/name-search';
import { totalPageQuery } from '@/lib/records/total-query';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('records');
  return { title: t('total.title') };
}

/** Page sizes a visitor can choose (spec §9 lists 10 to 50 for the staff lists; 10 stays the default). */
const ROW_COUNTS = [10, 20, 30, 50];

/**
 * /record/total (spec §2, §7 /api/ranking/team): the overall record, server-rendered in place order
 * with a pager of 10 numbers; filters (round, course, gender, age group, name, rows per page) in the
 * query string. Without a round in the query, the latest round that has results; without a course,
 * its longest course, so places are never of courses mixed. A name search is limited per client as
 * the personal record is (lib/records/name-search.ts).
 */
export default async function TotalPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const t = await getTranslations('records');
  const sp = Object.fromEntries(Object.entries(await searchParams).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
  const db = getDb();
  const asked = await totalPageQuery(db, sp);
  const courses = asked.holdRound !== null ? await coursesLongestFirst(db, asked.holdRound) : [];
  const q = sp.ticketName === undefined && courses[0] ? { ...asked, ticketName: courses[0] } : asked;
  const runnerName = (sp.runnerName ?? '').trim().slice(0, 50);
  let page: Awaited<ReturnType<typeof cachedTeamRecords>> = { records: [], pageMaxNo: 1, totalCount: 0 };
  let refused = false;
  try {
    page = runnerName ? await searchTotalByName(db, q, runnerName, clientIp(await headers())) : await cachedTeamRecords(db, q);
  } catch (e) {
    // Past the anti-harvest limit (429 S0429): the page says so instead of results.
    if (!isApiError(e, 'S0429')) throw e;
    refused = true;
  }
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
      <TotalFilters editions={await recordRounds(db)} values={values} courses={courses} rowCounts={ROW_COUNTS} />
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
