import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { events } from '@/db/schema';
import { writeAudit } from '@/lib/audit/write';
import type { AdminContext } from '@/lib/auth/require-admin';
import { eventByCode } from '@/lib/events/event-admin';
import { invalidatePublicCaches } from '@/lib/events/public-caches';

/**
 * PUT /api/admin/event/current {eventCode}: makes edition `eventCode` the one the public site
 * registers for and shows (events.is_current; a partial unique index keeps it to one). In one
 * transaction the previous current edition is unmarked, then this one marked, so a reader sees one
 * current edition or the other, never none or two. Afterwards every worker's caches of the current
 * edition and its courses are dropped (lib/events/public-caches.ts, NOTIFY to every worker and
 * instance); the caller refreshes the cached pages. Registrations, results and records of every
 * edition are kept. 404 for an unknown code. Audited as 'edition-switch'. Returns the previous code.
 */
export async function switchCurrentEdition(db: Db, eventCode: string, staff: AdminContext): Promise<{ previous: string | null }> {
  const previous = await db.transaction(async (tx) => {
    const target = await eventByCode(tx, eventCode, true);
    const [was] = await tx.select({ eventCode: events.eventCode }).from(events).where(eq(events.isCurrent, true)).for('update');
    await tx
      .update(events)
      .set({ isCurrent: false, updatedAt: new Date() })
      .where(and(eq(events.isCurrent, true), ne(events.eventId, target.eventId)));
    await tx.update(events).set({ isCurrent: true, updatedAt: new Date() }).where(eq(events.eventId, target.eventId));
    await writeAudit(tx, {
      staffId: staff.staffId,
      staffUserName: staff.userName,
      clientIp: staff.clientIp,
      action: 'edition-switch',
      detail: { from: was?.eventCode ?? null, to: target.eventCode },
    });
    return was?.eventCode ?? null;
  });
  invalidatePublicCaches();
  return { previous };
}
