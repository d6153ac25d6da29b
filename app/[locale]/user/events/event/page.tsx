import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EventAdmin } from '@/components/admin/events/event-admin';
import { getDb } from '@/db/client';
import { requireAdminPage } from '@/lib/auth/require-admin';
import { getCurrentEvent } from '@/lib/registration/current-event';
import { ACCESS } from '@/lib/auth/access';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('events');
  return { title: t('title'), robots: { index: false } };
}

/** /user/events/event (spec §2, §3 "Event info"): event info and the courses' settings of the current edition. */
export default async function EventPage() {
  await requireAdminPage(ACCESS.eventSettings);
  const ev = await getCurrentEvent(getDb());
  return <EventAdmin code={ev.eventCode} />;
}
