import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProxyIndividual } from '@/components/admin/proxy/proxy-individual';
import { LedgerPanel } from '@/components/admin/proxy/ledger-panel';
import { getDb } from '@/db/client';
import { requireAdminPage } from '@/lib/auth/require-admin';
import { proxyCourses } from '@/lib/reception/proxy';
import { joinSeqOfQuery } from '@/lib/reception/proxy-page';
import { ACCESS } from '@/lib/auth/access';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('proxy');
  return { title: t('title.individualNew'), robots: { index: false } };
}

/** /user/reception/application/individual?joinSeq (spec §2): individual proxy registration or edit. */
export default async function ProxyIndividualPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireAdminPage(ACCESS.registrations);
  const joinSeq = joinSeqOfQuery((await searchParams).joinSeq);
  return (
    <>
      <ProxyIndividual key={joinSeq ?? 'new'} joinSeq={joinSeq} courses={await proxyCourses(getDb())} />
      {joinSeq !== null && <LedgerPanel joinSeq={joinSeq} />}
    </>
  );
}
