import 'server-only';
import type { DbOrTx } from '@/db/client';
import { listTickets } from '@/lib/registration/current-event';
import { getCurrentEventOrNull } from '@/lib/registration/event-info';

/** Untact (online) courses of the current edition in display order; none when no edition is seeded. */
export async function untactCourses(db: DbOrTx) {
  const ev = await getCurrentEventOrNull(db);
  return ev ? listTickets(db, ev.eventId, 'online') : [];
}
