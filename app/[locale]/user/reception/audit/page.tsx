import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuditTable } from '@/components/admin/audit-table';
import styles from '@/components/admin/staff-console.module.css';
import { Pager } from '@/components/ui/pager';
import { getDb } from '@/db/client';
import { listAudit } from '@/lib/audit/list';
import { requireAdminPage } from '@/lib/auth/require-admin';
import { flatParams, pageHref, parsePageQuery, ROW_COUNTS } from '@/lib/reception/page-query';
import { auditPageSchema } from '@/lib/validation/reception';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('reception');
  return { title: t('menu.audit') };
}

/** /user/reception/audit: the append-only audit log of staff access, newest first. */
export default async function AuditPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdminPage();
  const t = await getTranslations('reception');
  const params = flatParams(await searchParams);
  const { q } = parsePageQuery(auditPageSchema, params, { pageNo: '1', rowCount: '20' });
  const { pageMaxNo, entries } = await listAudit(getDb(), q.pageNo, q.rowCount);
  return (
    <section>
      <h1>{t('menu.audit')}</h1>
      <p className="muted">{t('audit.intro')}</p>
      <nav className={styles.toolbar} aria-label={t('filters.rowsPerPage')}>
        <span>
          {t('filters.rowsPerPage')}:{' '}
          {ROW_COUNTS.map((n) => (
            <a
              key={n}
              href={`/user/reception/audit?pageNo=1&rowCount=${n}`}
              aria-current={n === q.rowCount ? 'true' : undefined}
              style={{ marginRight: 8 }}
            >
              {n}
            </a>
          ))}
        </span>
      </nav>
      <AuditTable entries={entries} />
      <Pager pageNo={q.pageNo} pageMaxNo={pageMaxNo} href={(n) => pageHref('/user/reception/audit', params, n)} />
    </section>
  );
}
