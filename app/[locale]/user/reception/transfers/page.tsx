import { ACCESS } from '@/lib/auth/access';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { TransfersTable } from '@/components/admin/transfers/transfers-table';
import { StateFilter } from '@/components/admin/state-filter';
import { getDb } from '@/db/client';
import { TRANSFER_STATES, type TransferState } from '@/lib/codes';
import { flatParams } from '@/lib/reception/page-query';
import { staffPageContext } from '@/lib/reception/staff-context';
import { listTransfers } from '@/lib/transfers/staff-list';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('transfers');
  return { title: t('title'), robots: { index: false } };
}

/** /user/reception/transfers: official transfers of the current edition (history of every bib), approve or refuse those waiting. */
export default async function TransfersPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const staff = await staffPageContext(ACCESS.placeChanges);
  const t = await getTranslations('transfers');
  const params = flatParams(await searchParams);
  const state = TRANSFER_STATES.includes(params.state as TransferState) ? (params.state as TransferState) : undefined;
  const { transfers } = await listTransfers(getDb(), { state }, staff);
  return (
    <section>
      <h1>{t('title')}</h1>
      <p className="muted">{t('intro')}</p>
      <StateFilter
        base="/user/reception/transfers"
        states={TRANSFER_STATES}
        current={state}
        label={t('filter')}
        allLabel={t('all')}
        labelOf={(s) => t(`state.${s}`)}
      />
      <TransfersTable rows={transfers} />
    </section>
  );
}
