import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProxyGroup } from '@/components/admin/proxy/proxy-group';
import { LedgerPanel } from '@/components/admin/proxy/ledger-panel';
import { getDb } from '@/db/client';
import { requireAdminPage } from '@/lib/auth/require-admin';
import { proxyCourses } from '@/lib/reception/proxy';
import { joinSeqOfQuery } from '@/lib/reception/proxy-page';
import { ACCESS } from '@/lib/auth/access';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('proxy');
  return { title: t('title.groupNew'), robots: { index: false } };
}

/** /user/reception/application/group?joinSeq (spec §2): group proxy registration or edit. */
export default async function ProxyGroupPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdminPage(ACCESS.registrations);
  const joinSeq = joinSeqOfQuery((await searchParams).joinSeq);
  return (
    <>
      <ProxyGroup key={joinSeq ?? 'new'} joinSeq={joinSeq} courses={await proxyCourses(getDb())} />
      {joinSeq !== null && <LedgerPanel joinSeq={joinSeq} />}
    </>
  );
}
