import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EditionsAdmin } from '@/components/admin/events/editions-admin';
import { getDb } from '@/db/client';
import { ACCESS } from '@/lib/auth/access';
import { requireAdminPage } from '@/lib/auth/require-admin';
import { listEditions } from '@/lib/editions/list';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('editions');
  return { title: t('title') };
}

/** /user/events/editions (director): the editions, the next one made from the last, its dates, which one is current. */
export default async function EditionsPage() {
  await requireAdminPage(ACCESS.eventSettings);
  const t = await getTranslations('editions');
  return (
    <section>
      <h1>{t('title')}</h1>
      <p className="muted">{t('intro')}</p>
      <EditionsAdmin editions={await listEditions(getDb())} />
    </section>
  );
}
