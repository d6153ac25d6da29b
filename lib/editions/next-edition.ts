import 'server-only';
import { eq, max } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { contentSections, events, tickets } from '@/db/schema';
import { writeAudit } from '@/lib/audit/write';
import type { AdminContext } from '@/lib/auth/require-admin';
import { badRequest } from '@/lib/errors';
import { eventByCode } from '@/lib/events/event-admin';
import { nextEditionCode, nextEditionName, nextRaceDay, oneYearLater } from './rules';

/** `row` without the columns `keys` (its own id, its state), to copy into a new row. */
function omit<R extends object, K extends keyof R>(row: R, keys: readonly K[]): Omit<R, K> {
  const out = { ...row };
  for (const k of keys) delete out[k];
  return out;
}

/** The answer of POST /api/admin/event/{code}/next: the new edition. */
export interface NextEditionAnswer {
  eventCode: string;
  holdRound: number;
}

/**
 * POST /api/admin/event/{code}/next: the next edition made from edition `code` (normally the current
 * one), in one transaction: round + 1, its code and name with the new round (lib/editions/rules.ts),
 * the organiser's details, bank account and photo, every course with its price, discount prices,
 * capacity (no places taken), souvenir options, start time, time limit and age rules, the sales and
 * activity windows and registration period one calendar year later, race day 52 weeks later (same
 * weekday and assembly time), the staff's guide/course/trekking sections and the retention period.
 * Boards (notices, Q&A, gallery) belong to no edition and are kept as they are. The new edition is
 * not current until staff switch to it (lib/editions/switch.ts). 400 editions.errors.nextExists when
 * an edition after `code` exists already, 404 for an unknown code. Audited as 'edition-create'.
 * Returns the new edition's code.
 */
export async function createNextEdition(db: Db, code: string, staff: AdminContext): Promise<NextEditionAnswer> {
  return db.transaction(async (tx) => {
    const from = await eventByCode(tx, code, true);
    const [{ last }] = await tx.select({ last: max(events.holdRound) }).from(events);
    if ((last ?? 0) > from.holdRound) throw badRequest('editions.errors.nextExists');
    const holdRound = from.holdRound + 1;
    const eventCode = nextEditionCode(from.eventCode, holdRound);
    const copied = omit(from, ['eventId', 'isCurrent', 'personalDataErasedAt', 'updatedAt']);
    const [created] = await tx
      .insert(events)
      .values({
        ...copied,
        eventCode,
        holdRound,
        eventName: nextEditionName(from.eventName, from.holdRound, holdRound),
        eventNameEn: nextEditionName(from.eventNameEn, from.holdRound, holdRound),
        raceDate: nextRaceDay(from.raceDate),
        eventOpen: oneYearLater(from.eventOpen),
        eventClose: oneYearLater(from.eventClose),
        isCurrent: false,
      })
      .returning({ eventId: events.eventId });
    const courses = await tx.select().from(tickets).where(eq(tickets.eventId, from.eventId));
    if (courses.length) {
      await tx.insert(tickets).values(
        courses.map((t) => ({
          ...omit(t, ['ticketSeq']),
          eventId: created.eventId,
          total: 0,
          saleOpenTime: oneYearLater(t.saleOpenTime),
          saleCloseTime: oneYearLater(t.saleCloseTime),
          activityOpenTime: oneYearLater(t.activityOpenTime),
          activityCloseTime: oneYearLater(t.activityCloseTime),
        })),
      );
    }
    const sections = await tx.select().from(contentSections).where(eq(contentSections.eventId, from.eventId));
    if (sections.length) {
      await tx
        .insert(contentSections)
        .values(
          sections.map((s) => ({ ...omit(s, ['sectionId']), eventId: created.eventId, updatedBy: staff.userName, updatedAt: new Date() })),
        );
    }
    await writeAudit(tx, {
      staffId: staff.staffId,
      staffUserName: staff.userName,
      clientIp: staff.clientIp,
      action: 'edition-create',
      detail: { from: from.eventCode, eventCode, holdRound, courses: courses.length },
    });
    return { eventCode, holdRound };
  });
}
