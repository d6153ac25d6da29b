import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { ExportButton } from '@/components/admin/export-button';
import { RefundsTable } from '@/components/admin/refunds/refunds-table';
import { StateFilter } from '@/components/admin/state-filter';
import { getDb } from '@/db/client';
import { ACCESS, mayAccess } from '@/lib/auth/access';
import type { Locale } from '@/i18n/config';
import { REFUND_STATES, type RefundState } from '@/lib/codes';
import { flatParams } from '@/lib/reception/page-query';
import { staffPageContext } from '@/lib/reception/staff-context';
import { listRefunds } from '@/lib/refunds/staff-list';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('refunds');
  return { title: t('title'), robots: { index: false } };
}

/**
 * /user/reception/refunds: the runners' refund requests of the current edition by state (requested
 * first), approve or refuse them, reveal an account (audited), download the approved bank refunds as a
 * bulk-transfer Excel file and mark them sent once the bank has transferred them.
 */
export default async function RefundsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const staff = await staffPageContext(ACCESS.placeChanges);
  const t = await getTranslations('refunds');
  const locale = (await getLocale()) as Locale;
  const params = flatParams(await searchParams);
  const state = REFUND_STATES.includes(params.state as RefundState) ? (params.state as RefundState) : undefined;
  const { refunds } = await listRefunds(getDb(), { state }, staff, locale);
  return (
    <section>
      <h1>{t('title')}</h1>
      <p className="muted">{t('intro')}</p>
      <StateFilter
        base="/user/reception/refunds"
        states={REFUND_STATES}
        current={state}
        label={t('filter')}
        allLabel={t('all')}
        labelOf={(s) => t(`state.${s}`)}
      >
        {/* The bulk-transfer file holds every approved refund's account: a personal-data export (the director). */}
        {mayAccess(staff.role, ACCESS.personalDataExport) && (
          <ExportButton query="" endpoint="/api/admin/refunds/export" label={t('export')} />
        )}
      </StateFilter>
      <RefundsTable rows={refunds} />
    </section>
  );
}
