import { PAYMENT_STATUSES } from '@/lib/codes';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PaymentFilters } from '@/components/admin/payment-filters';
import { PaymentsTable } from '@/components/admin/payments-table';
import styles from '@/components/admin/staff-console.module.css';
import { Pager } from '@/components/ui/pager';
import { getDb } from '@/db/client';
import { flatParams, pageHref, parsePageQuery } from '@/lib/reception/page-query';
import { searchPayments } from '@/lib/reception/search';
import { staffPageContext } from '@/lib/reception/staff-context';
import { paidSearchSchema } from '@/lib/validation/reception';
import { editionFilterField } from '@/components/admin/edition-filter';
import { listEditions } from '@/lib/editions/list';
import { ACCESS } from '@/lib/auth/access';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('reception');
  return { title: t('menu.payment') };
}

/** /user/reception/payment (spec §2 payment check, §5): filters, masked list, status confirmation. */
export default async function PaymentPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const staff = await staffPageContext(ACCESS.registrations);
  const t = await getTranslations();
  const params = flatParams(await searchParams);
  const { q, problem } = parsePageQuery(paidSearchSchema, params, { pageNo: '1', rowCount: '10' });
  const db = getDb();
  const [result, editions] = await Promise.all([searchPayments(db, q, staff), listEditions(db)]);
  return (
    <section>
      <h1>{t('reception.menu.payment')}</h1>
      <PaymentFilters
        rowCount={q.rowCount}
        fields={[
          editionFilterField(editions, params.eventCode, t as never),
          {
            name: 'paymentStatus',
            label: t('reception.columns.paymentStatus'),
            type: 'select',
            value: params.paymentStatus,
            options: PAYMENT_STATUSES.map((s) => ({ value: s, label: t(`reception.status.${s}`) })),
          },
          { name: 'startDate', label: t('reception.filters.startDate'), type: 'date', value: params.startDate },
          { name: 'endDate', label: t('reception.filters.endDate'), type: 'date', value: params.endDate },
          { name: 'joinerName', label: t('reception.columns.joinerName'), type: 'text', value: params.joinerName },
          { name: 'brief', label: t('reception.columns.brief'), type: 'text', value: params.brief },
        ]}
      />
      {problem ? (
        <p role="alert" className="alert alert-error">
          {t(problem as never)}
        </p>
      ) : null}
      <p className={styles.toolbar}>{t('reception.totalCount', { count: result.totalCount })}</p>
      <PaymentsTable
        key={JSON.stringify(result.applications.map((r) => [r.joinSeq, r.paymentStatus]))}
        rows={result.applications}
        eventCode={q.eventCode}
        readOnly={!!q.eventCode && !editions.find((e) => e.eventCode === q.eventCode)?.isCurrent}
      />
      <Pager pageNo={q.pageNo} pageMaxNo={result.pageMaxNo} href={(n) => pageHref('/user/reception/payment', params, n)} />
    </section>
  );
}
