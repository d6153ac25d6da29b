import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { UntactControl } from '@/components/admin/untact/untact-control';
import { getDb } from '@/db/client';
import { requireAdminPage } from '@/lib/auth/require-admin';
import { untactCourses } from '@/lib/untact/courses';
import { ACCESS } from '@/lib/auth/access';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('untact');
  return { title: t('staff.controlTitle'), robots: { index: false } };
}

/** /user/events/control (spec §2): untact record management (10Km and 18Km). */
export default async function ControlPage() {
  await requireAdminPage(ACCESS.timing);
  const courses = (await untactCourses(getDb())).map((c) => ({ ticketSeq: c.ticketSeq, ticketName: c.ticketName }));
  return <UntactControl courses={courses} />;
}
