import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { events, tickets } from '@/db/schema';
import { writeAudit } from '@/lib/audit/write';
import type { AdminContext } from '@/lib/auth/require-admin';
import { badRequest } from '@/lib/errors';
import { eventByCode, getEventInfo, type EventView } from '@/lib/events/event-admin';
import { invalidatePublicCaches } from '@/lib/events/public-caches';
import type { EditionDatesInput } from '@/lib/validation/editions';
import { raceInstant } from './rules';

/**
 * PUT /api/admin/event/{code}/dates: race day and its assembly time (stored as one instant,
 * events.race_date), the registration period, and each course's start time, in one transaction. The
 * registration period must close by the assembly on race day (400 editions.errors.closeAfterRace); a
 * course of another edition is refused (400 editions.errors.course). The public pages read these
 * facts from here, so the guide, course page, banner and SMS never disagree; the per-process caches
 * are dropped in every worker, the caller refreshes the cached pages. Audited as 'edition-dates'.
 * Returns the saved event view.
 */
export async function saveEditionDates(db: Db, code: string, input: EditionDatesInput, staff: AdminContext): Promise<EventView> {
  const raceDate = raceInstant(input.raceDay, input.assemblyTime);
  if (input.eventClose > raceDate) throw badRequest('editions.errors.closeAfterRace');
  await db.transaction(async (tx) => {
    const ev = await eventByCode(tx, code, true);
    await tx
      .update(events)
      .set({ raceDate, eventOpen: input.eventOpen, eventClose: input.eventClose, updatedAt: new Date() })
      .where(eq(events.eventId, ev.eventId));
    for (const s of input.startTimes) {
      const updated = await tx
        .update(tickets)
        .set({ startTime: s.startTime || null })
        .where(and(eq(tickets.ticketSeq, s.ticketSeq), eq(tickets.eventId, ev.eventId)))
        .returning({ ticketSeq: tickets.ticketSeq });
      if (!updated.length) throw badRequest('editions.errors.course');
    }
    await writeAudit(tx, {
      staffId: staff.staffId,
      staffUserName: staff.userName,
      clientIp: staff.clientIp,
      action: 'edition-dates',
      detail: { eventCode: code, raceDate: raceDate.toISOString(), courses: input.startTimes.length },
    });
  });
  invalidatePublicCaches();
  return getEventInfo(db, code);
}
