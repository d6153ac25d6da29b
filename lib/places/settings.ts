import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { events } from '@/db/schema';
import { writeAudit } from '@/lib/audit/write';
import type { AdminContext } from '@/lib/auth/require-admin';
import { invalidate } from '@/lib/cache/memo';
import { notFound } from '@/lib/errors';
import { getCurrentEvent, type EventRow } from '@/lib/registration/current-event';
import { CATALOGUE_CACHE } from '@/lib/registration/places';
import type { PlaceSettingsInput } from '@/lib/validation/places';

/** An edition's place settings as staff see and set them (GET/PUT /api/admin/event/{code}). */
export interface PlaceSettingsView {
  /** Days to pay after applying (the deadline is the end of that KST day). */
  depositDays: number;
  /** The last deadline of every entry (ISO); null = the end of the registration period. */
  depositDeadline: string | null;
  /** The end of the registration period (ISO): the last deadline while depositDeadline is null. */
  lastDeadline: string;
  /** Hours before its deadline an unpaid entry is reminded; 0 = none. */
  reminderHours: number;
  /** How long an invitation holds its place, in hours (rounded down) and minutes. */
  inviteHours: number;
  inviteMinutes: number;
  /** The apply and waitlist forms ask for a proof of work. */
  powChallenge: boolean;
}

/** The place settings of edition row `ev`. Pure. */
export function placeSettingsView(ev: EventRow): PlaceSettingsView {
  return {
    depositDays: ev.depositDays,
    depositDeadline: ev.depositDeadline?.toISOString() ?? null,
    lastDeadline: (ev.depositDeadline ?? ev.eventClose).toISOString(),
    reminderHours: ev.reminderHours,
    inviteHours: Math.floor(ev.inviteMinutes / 60),
    inviteMinutes: ev.inviteMinutes,
    powChallenge: ev.powChallenge,
  };
}

/**
 * PUT /api/admin/event/{code} (staff; the event form's "places after the opening"): sets the edition's
 * days to pay, last payment deadline ('' or null: the end of the registration period), reminder
 * hours, invitation time (hours, or minutes for tests) and the bot check of the apply forms; fields
 * left out are kept. New deadlines apply to entries made from then on (one entry's deadline is
 * changed from the payment page). Drops the cached edition so every worker applies them at once;
 * audited as 'event-edit' with the settings. 404 S0001 for an unknown code ('current' = the edition
 * on sale). Returns the saved settings.
 */
export async function savePlaceSettings(db: Db, code: string, input: PlaceSettingsInput, staff: AdminContext): Promise<PlaceSettingsView> {
  const ev =
    code === 'current' ? await getCurrentEvent(db) : (await db.select().from(events).where(eq(events.eventCode, code)).limit(1))[0];
  if (!ev) throw notFound('events.errors.notFound');
  const inviteMinutes = input.inviteMinutes ?? (input.inviteHours !== undefined ? input.inviteHours * 60 : undefined);
  const changes = {
    ...(input.depositDays !== undefined && { depositDays: input.depositDays }),
    ...(input.depositDeadline !== undefined && { depositDeadline: input.depositDeadline || null }),
    ...(input.reminderHours !== undefined && { reminderHours: input.reminderHours }),
    ...(inviteMinutes !== undefined && { inviteMinutes }),
    ...(input.powChallenge !== undefined && { powChallenge: input.powChallenge }),
  };
  const saved = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(events)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(events.eventId, ev.eventId))
      .returning();
    await writeAudit(tx, {
      staffId: staff.staffId,
      staffUserName: staff.userName,
      clientIp: staff.clientIp,
      action: 'event-edit',
      detail: {
        eventCode: ev.eventCode,
        places: { ...changes, depositDeadline: changes.depositDeadline?.toISOString?.() ?? changes.depositDeadline },
      },
    });
    return row;
  });
  invalidate(CATALOGUE_CACHE);
  invalidate('current-event');
  invalidate('ticket-sold');
  return placeSettingsView(saved);
}
