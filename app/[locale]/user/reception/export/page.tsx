import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { applicationFilterFields } from '@/components/admin/application-filter-fields';
import { ExportButton } from '@/components/admin/export-button';
import { ListFilters } from '@/components/admin/list-filters';
import styles from '@/components/admin/staff-console.module.css';
import { getDb } from '@/db/client';
import { ACCESS } from '@/lib/auth/access';
import { flatParams, parsePageQuery } from '@/lib/reception/page-query';
import { searchApplications } from '@/lib/reception/search';
import { staffPageContext } from '@/lib/reception/staff-context';
import { applicationSearchSchema } from '@/lib/validation/reception';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin');
  return { title: t('nav.export') };
}

/**
 * /user/reception/export (director only: bulk exports of personal data): the application list's
 * filters, how many runners match, and the Excel export of them unmasked, which asks for its purpose
 * (audited). Reception and the desk are refused with the console's 403 page.
 */
export default async function ExportPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const staff = await staffPageContext(ACCESS.personalDataExport);
  const t = await getTranslations();
  const params = flatParams(await searchParams);
  const { q, problem } = parsePageQuery(
    applicationSearchSchema,
    { ...params, pageNo: '1', rowCount: '10' },
    { pageNo: '1', rowCount: '10' },
  );
  const db = getDb();
  const { totalCount } = await searchApplications(db, q, staff);
  const query = new URLSearchParams(params).toString();
  return (
    <section>
      <h1>{t('admin.nav.export')}</h1>
      <p className="muted">{t('reception.export.intro')}</p>
      <ListFilters rowCount={q.rowCount} fields={await applicationFilterFields(db, q.eventCode, params)} />
      {problem ? (
        <p role="alert" className="alert alert-error">
          {t(problem as never)}
        </p>
      ) : null}
      <div className={styles.toolbar}>
        <span data-testid="export-count">{t('reception.totalCount', { count: totalCount })}</span>
        <ExportButton query={query} />
      </div>
    </section>
  );
}
