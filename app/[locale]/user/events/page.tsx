import { redirect } from 'next/navigation';
import { requireAdminPage } from '@/lib/auth/require-admin';

/** /user/events: the event info page is the default (spec §2). */
export default async function EventsIndex() {
  await requireAdminPage();
  redirect('/user/events/event');
}
