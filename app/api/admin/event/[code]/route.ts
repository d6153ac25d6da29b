import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { getEventInfo } from '@/lib/events/event-admin';
import { adminRoute } from '@/lib/http/admin-route';
import { ACCESS } from '@/lib/auth/access';
import { parseJson } from '@/lib/http/handler';
import { savePlaceSettings } from '@/lib/places/settings';
import { placeSettingsSchema } from '@/lib/validation/places';

/** GET /api/admin/event/{code} (spec §7): event info and tickets of an edition (e.g. DCM24, or 'current'). */
export const GET = adminRoute<{ params: Promise<{ code: string }> }>({ roles: ACCESS.eventRead }, async (_req, _staff, { params }) => {
  const { code } = await params;
  return NextResponse.json(await getEventInfo(getDb(), code));
});

/**
 * PUT /api/admin/event/{code} {depositDays, depositDeadline, reminderHours, inviteHours | inviteMinutes,
 * powChallenge}: the edition's places after the opening (fields left out are kept).
 */
export const PUT = adminRoute<{ params: Promise<{ code: string }> }>({ roles: ACCESS.eventSettings }, async (req, staff, { params }) => {
  const { code } = await params;
  const input = await parseJson(req, placeSettingsSchema);
  return NextResponse.json({ places: await savePlaceSettings(getDb(), code, input, staff) });
});
