import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CheckinDesk } from '@/components/admin/race-day/checkin-desk';
import { getDb } from '@/db/client';
import { requireAdminPage } from '@/lib/auth/require-admin';
import { checkinCounts } from '@/lib/checkin/checkin';
import { ACCESS } from '@/lib/auth/access';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('raceDay.checkin');
  return { title: t('title'), robots: { index: false } };
}

/** /user/events/checkin: the race-day kit desk (QR scan, bib, name search, offline queue, counts per course). */
export default async function CheckinPage() {
  await requireAdminPage(ACCESS.checkIn);
  return <CheckinDesk initialCounts={await checkinCounts(getDb())} />;
}
