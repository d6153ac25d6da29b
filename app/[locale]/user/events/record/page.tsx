import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { RankConfirm } from '@/components/admin/untact/rank-confirm';
import { getDb } from '@/db/client';
import { requireAdminPage } from '@/lib/auth/require-admin';
import { untactCourses } from '@/lib/untact/courses';
import { ACCESS } from '@/lib/auth/access';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('untact');
  return { title: t('staff.recordTitle'), robots: { index: false } };
}

/** /user/events/record (spec §2): untact rank confirmation and announcement. */
export default async function RecordPage() {
  await requireAdminPage(ACCESS.timing);
  return <RankConfirm courses={(await untactCourses(getDb())).map((c) => c.ticketName)} />;
}
