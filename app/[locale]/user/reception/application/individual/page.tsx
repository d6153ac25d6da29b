import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProxyPageContent } from '@/components/admin/proxy/proxy-page-content';
import { joinSeqOfQuery } from '@/lib/reception/proxy-page';

export const dynamic = 'force-dynamic';

export async function generateMetadata({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}): Promise<Metadata> {
  const t = await getTranslations('proxy');
  const editing = joinSeqOfQuery((await searchParams).joinSeq) !== null;
  return { title: t(editing ? 'title.individualEdit' : 'title.individualNew'), robots: { index: false } };
}

/** /user/reception/application/individual?joinSeq (spec §2): individual proxy registration or edit. */
export default async function ProxyIndividualPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <ProxyPageContent page="individual" joinSeq={joinSeqOfQuery((await searchParams).joinSeq)} />;
}
