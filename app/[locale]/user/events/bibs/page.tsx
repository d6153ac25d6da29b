import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BibConsole } from '@/components/admin/race-day/bib-console';
import { getDb } from '@/db/client';
import { requireAdminPage } from '@/lib/auth/require-admin';
import { bibOverview } from '@/lib/bibs/overview';
import { ACCESS } from '@/lib/auth/access';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('bibs.console');
  return { title: t('title'), robots: { index: false } };
}

/** /user/events/bibs: bib ranges and assignment, reserved numbers, chips, bib SMS, label PDFs, manual edits. */
export default async function BibsPage() {
  await requireAdminPage(ACCESS.timing);
  return <BibConsole initial={await bibOverview(getDb())} />;
}
