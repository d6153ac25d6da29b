import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { WaitlistAdmin } from '@/components/admin/waitlist-admin';
import { getDb } from '@/db/client';
import { requireAdminPage } from '@/lib/auth/require-admin';
import { getCurrentEvent, listTickets } from '@/lib/registration/current-event';
import { parseId } from '@/lib/validation/id-param';
import { ACCESS } from '@/lib/auth/access';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('places.admin');
  return { title: t('title'), robots: { index: false } };
}

/**
 * /user/reception/waitlist: the line of each course of the current edition (positions, invitation
 * state and expiry, the registration it became) with invite / skip / remove per runner.
 */
export default async function WaitlistAdminPage({ searchParams }: { searchParams: Promise<{ ticketSeq?: string | string[] }> }) {
  await requireAdminPage(ACCESS.placeChanges);
  const db = getDb();
  const ev = await getCurrentEvent(db);
  const courses = (await listTickets(db, ev.eventId)).filter((c) => c.ticketType !== 'trekking');
  const wanted = (await searchParams).ticketSeq;
  const asked = typeof wanted === 'string' ? parseId(wanted) : null;
  const initial = courses.find((c) => c.ticketSeq === asked)?.ticketSeq ?? courses[0]?.ticketSeq ?? null;
  return <WaitlistAdmin courses={courses.map((c) => ({ ticketSeq: c.ticketSeq, ticketName: c.ticketName }))} initialTicketSeq={initial} />;
}
