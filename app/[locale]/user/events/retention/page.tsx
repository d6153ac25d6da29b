import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { RetentionAdmin } from '@/components/admin/events/retention-admin';
import { getDb } from '@/db/client';
import { ACCESS } from '@/lib/auth/access';
import { requireAdminPage } from '@/lib/auth/require-admin';
import { retentionView } from '@/lib/retention/view';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('retention');
  return { title: t('title') };
}

/** /user/events/retention (director): what personal data is erased when, the job's log, consent versions. */
export default async function RetentionPage() {
  await requireAdminPage(ACCESS.retention);
  const t = await getTranslations('retention');
  const view = await retentionView(getDb());
  return (
    <section>
      <h1>{t('title')}</h1>
      <p className="muted">{t('intro', { months: view.defaultMonths })}</p>
      <RetentionAdmin view={view} />
    </section>
  );
}
