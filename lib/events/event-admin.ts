import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { events, photos, tickets } from '@/db/schema';
import { writeAudit } from '@/lib/audit/write';
import type { AdminContext } from '@/lib/auth/require-admin';
import { badRequest, notFound } from '@/lib/errors';
import { getCurrentEvent, publicTicket, type EventRow } from '@/lib/registration/current-event';
import type { EventInfoInput, TicketSettingsInput } from '@/lib/validation/events';
import { placeSettingsView } from '@/lib/places/settings';
import { offerFreedPlaces } from '@/lib/waitlist/offer';
import { processEventPhoto, type PhotoUpload } from './photo';
import { invalidatePublicCaches } from './public-caches';
import type { JsonAnswer } from '@/lib/json-answer';

const eventNotFound = () => notFound('events.errors.notFound');

/**
 * Edition `code` ('current' = the edition on sale), optionally locked FOR UPDATE; 404 S0001
 * events.errors.notFound when unknown.
 */
export async function eventByCode(db: DbOrTx, code: string, lock = false): Promise<EventRow> {
  const q = db
    .select()
    .from(events)
    .where(code === 'current' ? eq(events.isCurrent, true) : eq(events.eventCode, code))
    .limit(1);
  const [ev] = lock ? await q.for('update') : await q;
  if (!ev) throw eventNotFound();
  return ev;
}

/** The staff view of an edition (spec §3 "Event info"; eventOpen/eventClose read-only) with its tickets. */
function eventView(ev: EventRow, list: Array<typeof tickets.$inferSelect>) {
  return {
    eventCode: ev.eventCode,
    holdRound: ev.holdRound,
    eventName: ev.eventName,
    subscript: ev.subscript,
    eventNameEn: ev.eventNameEn,
    subscriptEn: ev.subscriptEn,
    organizerEn: ev.organizerEn,
    homeUrl: ev.homeUrl,
    companyNo: ev.companyNo,
    organizer: ev.organizer,
    managerName: ev.managerName,
    cellphone: ev.cellphone,
    email: ev.email,
    accountNo: ev.accountNo,
    bankName: ev.bankName,
    accountHolder: ev.accountHolder,
    photoId: ev.photoId,
    file: ev.photoId ? `/api/photo/${ev.photoId}` : null,
    eventOpen: ev.eventOpen.toISOString(),
    eventClose: ev.eventClose.toISOString(),
    /** Race day's assembly time (KST wall clock on race day), ISO. */
    raceDate: ev.raceDate.toISOString(),
    isCurrent: ev.isCurrent,
    places: placeSettingsView(ev),
    tickets: list.map(publicTicket),
  };
}
export type EventView = ReturnType<typeof eventView>;
/** The staff view of an edition as GET /api/admin/event/{code} answers it (and the server page hands the editor). */
export type EventAnswer = JsonAnswer<EventView>;

/**
 * GET /api/admin/event/{code} (spec §7): event info of the edition `code` (e.g. DCM24; 'current' =
 * the edition on sale) with its tickets. Throws 404 S0001 for an unknown code.
 */
export async function getEventInfo(db: DbOrTx, code: string): Promise<EventView> {
  const ev = await eventByCode(db, code);
  const list = await db
    .select()
    .from(tickets)
    .where(eq(tickets.eventId, ev.eventId))
    .orderBy(asc(tickets.displayOrder), asc(tickets.ticketSeq));
  return eventView(ev, list);
}

/**
 * POST /api/admin/event (spec §7, multipart): saves the event info of `input.eventCode` (default: the
 * current edition; fields left out are kept, the English ones included) and, when a photo is sent, stores it in `photos` (JPEG, PNG, GIF or WebP by content,
 * ≤ 5 MB, re-encoded without metadata by processEventPhoto; 400 otherwise) and links it. eventOpen/eventClose are not changed here. Audited as
 * event-edit. Returns the saved view.
 */
export async function saveEventInfo(db: Db, input: EventInfoInput, photo: PhotoUpload | null, staff: AdminContext): Promise<EventView> {
  const image = photo ? await processEventPhoto(photo) : null;
  const code = input.eventCode ?? (await getCurrentEvent(db)).eventCode;
  const saved = await db.transaction(async (tx) => {
    const ev = await eventByCode(tx, code, true);
    let photoId = ev.photoId;
    if (image) {
      const [p] = await tx
        .insert(photos)
        .values({ mimeType: image.mimeType, fileName: image.fileName, data: image.data })
        .returning({ photoId: photos.photoId });
      photoId = p.photoId;
    }
    await tx
      .update(events)
      .set({
        eventName: input.eventName,
        subscript: input.subscript,
        eventNameEn: input.eventNameEn,
        subscriptEn: input.subscriptEn,
        organizerEn: input.organizerEn,
        homeUrl: input.homeUrl,
        companyNo: input.companyNo,
        organizer: input.organizer,
        managerName: input.managerName,
        cellphone: input.cellphone,
        email: input.email,
        accountNo: input.accountNo,
        photoId,
        updatedAt: new Date(),
      })
      .where(eq(events.eventId, ev.eventId));
    await writeAudit(tx, {
      staffId: staff.staffId,
      staffUserName: staff.userName,
      clientIp: staff.clientIp,
      action: 'event-edit',
      detail: { eventCode: code, photo: !!image },
    });
    return code;
  });
  invalidatePublicCaches();
  return getEventInfo(db, saved);
}

/**
 * PUT /api/admin/event/{code}/tickets: sets price (won), capacity, sale open/close,
 * souvenir options and the optional English course name and souvenir (left out = kept) of tickets of
 * edition `code`, all or none. A capacity below the places already
 * taken is refused (400 naming the course and its total) by a conditional UPDATE under the row lock,
 * so a concurrent application cannot slip between check and write. Open must precede close (checked
 * by the schema). Free places of a course with a waitlist are offered to its first runners in line
 * (lib/waitlist/offer.ts). Drops the public caches; audited as ticket-edit. Returns the saved view.
 */
export async function saveTicketSettings(db: Db, code: string, list: TicketSettingsInput[], staff: AdminContext): Promise<EventView> {
  if (new Set(list.map((t) => t.ticketSeq)).size !== list.length) throw badRequest('events.errors.ticket');
  await db.transaction(async (tx) => {
    const ev = await eventByCode(tx, code);
    for (const t of [...list].sort((a, b) => a.ticketSeq - b.ticketSeq)) {
      const updated = await tx
        .update(tickets)
        .set({
          ticketPrice: t.ticketPrice,
          acceptable: t.acceptable,
          saleOpenTime: t.saleOpenTime,
          saleCloseTime: t.saleCloseTime,
          choiceOption: t.choiceOption,
          ticketNameEn: t.ticketNameEn,
          souvenirEn: t.souvenirEn,
        })
        .where(and(eq(tickets.ticketSeq, t.ticketSeq), eq(tickets.eventId, ev.eventId), sql`${tickets.total} <= ${t.acceptable}`))
        .returning({ ticketSeq: tickets.ticketSeq });
      if (updated.length) continue;
      const [row] = await tx
        .select({ ticketName: tickets.ticketName, total: tickets.total })
        .from(tickets)
        .where(and(eq(tickets.ticketSeq, t.ticketSeq), eq(tickets.eventId, ev.eventId)));
      if (!row) throw badRequest('events.errors.ticket');
      throw badRequest('events.errors.capacityBelowTotal', { ticketName: row.ticketName, total: row.total });
    }
    // A capacity raised while runners wait: the new places go to the first in line.
    await offerFreedPlaces(
      tx,
      list.map((t) => t.ticketSeq),
    );
    await writeAudit(tx, {
      staffId: staff.staffId,
      staffUserName: staff.userName,
      clientIp: staff.clientIp,
      action: 'ticket-edit',
      detail: {
        eventCode: code,
        tickets: list.map((t) => ({ ticketSeq: t.ticketSeq, ticketPrice: t.ticketPrice, acceptable: t.acceptable })),
      },
    });
  });
  invalidatePublicCaches();
  return getEventInfo(db, code);
}
