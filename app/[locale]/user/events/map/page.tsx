import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FootprintEditor } from '@/components/admin/untact/footprint-editor';
import { requireAdminPage } from '@/lib/auth/require-admin';
import { mapTileUrl } from '@/lib/untact/tile-url';
import { parseId } from '@/lib/validation/id-param';
import { ACCESS } from '@/lib/auth/access';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('untact');
  return { title: t('staff.mapTitle'), robots: { index: false } };
}

/** /user/events/map?runnerSeq (spec §2): the footprint editor, opened in a new tab from control. */
export default async function MapPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdminPage(ACCESS.timing);
  const t = await getTranslations('untact');
  const runnerSeq = parseId((await searchParams).runnerSeq);
  if (runnerSeq === null)
    return (
      <section>
        <h1>{t('staff.mapTitle')}</h1>
        <p role="alert">{t('noRunner')}</p>
      </section>
    );
  return <FootprintEditor runnerSeq={runnerSeq} tileUrl={mapTileUrl()} />;
}
