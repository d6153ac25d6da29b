import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { RecordImport } from '@/components/admin/records/record-import';
import { requireAdminPage } from '@/lib/auth/require-admin';
import { getDb } from '@/db/client';
import { recordRounds } from '@/lib/records/round-list';
import { ACCESS } from '@/lib/auth/access';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('records');
  return { title: t('import.title'), robots: { index: false } };
}

/** /user/events/record-import: staff import, check and delete of official results per round and course. */
export default async function RecordImportPage() {
  await requireAdminPage(ACCESS.timing);
  return <RecordImport editions={await recordRounds(getDb(), { upcoming: true })} />;
}
