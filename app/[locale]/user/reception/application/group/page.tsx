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
  return { title: t(editing ? 'title.groupEdit' : 'title.groupNew'), robots: { index: false } };
}

/** /user/reception/application/group?joinSeq (spec §2): group proxy registration or edit. */
export default async function ProxyGroupPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <ProxyPageContent page="group" joinSeq={joinSeqOfQuery((await searchParams).joinSeq)} />;
}
