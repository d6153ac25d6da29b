import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ApplicationsTable } from '@/components/admin/applications-table';
import Link from 'next/link';
import { ListFilters } from '@/components/admin/list-filters';
import styles from '@/components/admin/staff-console.module.css';
import { Pager } from '@/components/ui/pager';
import { getDb } from '@/db/client';
import { applicationFilterFields } from '@/components/admin/application-filter-fields';
import { listEditions } from '@/lib/editions/list';
import { flatParams, pageHref, parsePageQuery } from '@/lib/reception/page-query';
import { searchApplications } from '@/lib/reception/search';
import { staffPageContext } from '@/lib/reception/staff-context';
import { applicationSearchSchema } from '@/lib/validation/reception';
import { ACCESS, mayAccess } from '@/lib/auth/access';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('reception');
  return { title: t('menu.receptionist') };
}

/**
 * /user/reception/receptionist (spec §2 application management): filters, masked list, pager; the
 * desk's lookup too. The director's export of the filtered list is its own page (/user/reception/export).
 */
export default async function ReceptionistPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const staff = await staffPageContext(ACCESS.lookup);
  const t = await getTranslations();
  const params = flatParams(await searchParams);
  const { q, problem } = parsePageQuery(applicationSearchSchema, params, { pageNo: '1', rowCount: '10' });
  const db = getDb();
  const result = await searchApplications(db, q, staff);
  const editions = await listEditions(db);
  const query = new URLSearchParams(params).toString();
  return (
    <section>
      <h1>{t('reception.menu.receptionist')}</h1>
      <ListFilters rowCount={q.rowCount} fields={await applicationFilterFields(db, q.eventCode, params)} />
      {problem ? (
        <p role="alert" className="alert alert-error">
          {t(problem as never)}
        </p>
      ) : null}
      <div className={styles.toolbar}>
        <span>{t('reception.totalCount', { count: result.totalCount })}</span>
        {mayAccess(staff.role, ACCESS.personalDataExport) ? (
          <Link prefetch={false} className="btn btn-outline btn-sm" href={`/user/reception/export?${query}`}>
            {t('admin.nav.export')}
          </Link>
        ) : null}
      </div>
      <ApplicationsTable
        rows={result.applications}
        eventCode={q.eventCode}
        editable={mayAccess(staff.role, ACCESS.registrations) && !editions.find((e) => e.eventCode === q.eventCode && !e.isCurrent)}
      />
      <Pager pageNo={q.pageNo} pageMaxNo={result.pageMaxNo} href={(n) => pageHref('/user/reception/receptionist', params, n)} />
    </section>
  );
}
