import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import styles from '@/components/admin/staff-console.module.css';
import { Pager } from '@/components/ui/pager';
import { getDb } from '@/db/client';
import { listAudit } from '@/lib/audit/list';
import { requireAdminPage } from '@/lib/auth/require-admin';
import { flatParams, pageHref, parsePageQuery, ROW_COUNTS } from '@/lib/reception/page-query';
import { formatKst } from '@/lib/time/kst';
import { auditPageSchema } from '@/lib/validation/reception';
import { ACCESS } from '@/lib/auth/access';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('reception');
  return { title: t('menu.audit') };
}

/** /user/reception/audit: the append-only audit log of staff access, newest first. */
export default async function AuditPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdminPage(ACCESS.audit);
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
      <div className={styles.tableWrap} tabIndex={0}>
        <table className="table">
          <thead>
            <tr>
              {(['at', 'staff', 'clientIp', 'action', 'joinSeq', 'purpose', 'detail'] as const).map((k) => (
                <th key={k} scope="col">
                  {t(`audit.${k}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {entries.map((e) => (
              <tr key={e.auditId} data-testid="audit-row">
                <td>{formatKst(e.at)}</td>
                <td>{e.staffUserName ?? ''}</td>
                <td>{e.clientIp ?? ''}</td>
                <td>{t.has(`audit.actions.${e.action}`) ? t(`audit.actions.${e.action}` as never) : e.action}</td>
                <td>{e.joinSeq ?? ''}</td>
                <td>{e.purpose ?? ''}</td>
                <td>
                  <code style={{ fontSize: '.8rem' }}>{e.detail ? JSON.stringify(e.detail) : ''}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager pageNo={q.pageNo} pageMaxNo={pageMaxNo} href={(n) => pageHref('/user/reception/audit', params, n)} />
    </section>
  );
}
