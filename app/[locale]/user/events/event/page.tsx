import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EventAdmin } from '@/components/admin/events/event-admin';
import { PolicyEditor } from '@/components/admin/events/policy-editor';
import { staffPolicyView } from '@/lib/editions/policy';
import { PlaceSettingsForm } from '@/components/admin/events/place-settings';
import { getDb } from '@/db/client';
import { requireAdminPage } from '@/lib/auth/require-admin';
import { getEventInfo, type EventAnswer } from '@/lib/events/event-admin';
import { getCurrentEvent } from '@/lib/registration/current-event';
import { ACCESS } from '@/lib/auth/access';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('events');
  return { title: t('title'), robots: { index: false } };
}

/**
 * /user/events/event (spec §2, §3 "Event info"): event info, the courses' settings and the places
 * after the opening (payment deadlines, waitlist invitations, bot check) of the current edition,
 * loaded here for the editor, and what runners may change after registering (windows, transfers,
 * refund policy).
 */
export default async function EventPage() {
  await requireAdminPage(ACCESS.eventSettings);
  const db = getDb();
  const ev = await getCurrentEvent(db);
  // The editor's first data, exactly as GET /api/admin/event/{code} answers it (dates as ISO text), so it needs no second fetch.
  const initial = JSON.parse(JSON.stringify(await getEventInfo(db, ev.eventCode))) as EventAnswer;
  return (
    <>
      <EventAdmin code={ev.eventCode} initial={initial} />
      <PolicyEditor code={ev.eventCode} initial={await staffPolicyView(db, ev)} />
      <PlaceSettingsForm code={ev.eventCode} />
    </>
  );
}
