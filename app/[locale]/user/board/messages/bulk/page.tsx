import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BulkForm } from '@/components/admin/messages/bulk-form';
import { getDb } from '@/db/client';
import { ACCESS } from '@/lib/auth/access';
import { requireAdminPage } from '@/lib/auth/require-admin';
import { env } from '@/lib/env';
import { getCurrentEvent, listTickets } from '@/lib/registration/current-event';
import { recentBulks } from '@/lib/sms/bulk';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('outbox');
  return { title: t('bulk.title') };
}

/** /user/board/messages/bulk (reception, director): a message to a segment of the current edition's runners, with preview and progress. */
export default async function BulkPage() {
  await requireAdminPage(ACCESS.messages);
  const t = await getTranslations('outbox');
  const db = getDb();
  const event = await getCurrentEvent(db);
  const [courses, recent] = await Promise.all([listTickets(db, event.eventId), recentBulks(db)]);
  return (
    <section>
      <h1>{t('bulk.title')}</h1>
      <p className="muted">{t('bulk.intro', { event: event.eventName })}</p>
      <BulkForm
        courses={courses.map((c) => ({ ticketSeq: c.ticketSeq, ticketName: c.ticketName }))}
        maxRate={env.messages.MESSAGES_BULK_RATE_PER_MINUTE}
        recent={recent}
      />
    </section>
  );
}
