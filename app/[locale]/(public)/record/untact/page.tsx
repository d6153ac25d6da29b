import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { UntactFlow } from '@/components/untact/untact-flow';
import { mapTileUrl } from '@/lib/untact/tile-url';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('untact');
  return { title: t('lookup.title') };
}

/** /record/untact (spec §2): untact record lookup, activity upload and route map. */
export default async function UntactRecordPage() {
  const t = await getTranslations('untact');
  return (
    <div className="container" style={{ paddingTop: 24, paddingBottom: 40 }}>
      <h1>{t('lookup.title')}</h1>
      <p>{t('lookup.intro')}</p>
      <UntactFlow tileUrl={mapTileUrl()} />
    </div>
  );
}
