import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { ACCESS } from '@/lib/auth/access';
import { refreshPublicPages } from '@/lib/cache/public-pages';
import { switchCurrentEdition } from '@/lib/editions/switch';
import { getEventInfo } from '@/lib/events/event-admin';
import { adminRoute } from '@/lib/http/admin-route';
import { parseJson } from '@/lib/http/handler';
import { currentEditionSchema } from '@/lib/validation/editions';

/** GET /api/admin/event/current (spec §7 GET /api/admin/event/{code} with the edition on sale): its info and tickets. */
export const GET = adminRoute({ roles: ACCESS.eventRead }, async () => NextResponse.json(await getEventInfo(getDb(), 'current')));

/**
 * PUT /api/admin/event/current {eventCode}: the edition the public site registers for and shows from now
 * on; every worker's caches and the cached pages follow at once. Answers the new current edition's info.
 */
export const PUT = adminRoute({ roles: ACCESS.eventSettings, audit: 'edition.switch' }, async (req, staff) => {
  const { eventCode } = await parseJson(req, currentEditionSchema);
  const { previous } = await switchCurrentEdition(getDb(), eventCode, staff);
  refreshPublicPages('event', 'content');
  return NextResponse.json({ previous, current: await getEventInfo(getDb(), eventCode) });
});
