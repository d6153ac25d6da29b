import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { refreshPublicPages } from '@/lib/cache/public-pages';
import { getEventInfo, saveTicketSettings } from '@/lib/events/event-admin';
import { adminRoute } from '@/lib/http/admin-route';
import { parseJson } from '@/lib/http/handler';
import { ticketSettingsListSchema } from '@/lib/validation/events';
import { ACCESS } from '@/lib/auth/access';

type Ctx = { params: Promise<{ code: string }> };

/** GET /api/admin/event/{code}/tickets: the tickets of an edition with price, capacity, total, sale window, options. */
export const GET = adminRoute<Ctx>({ roles: ACCESS.eventRead }, async (_req, _staff, { params }) => {
  const { code } = await params;
  return NextResponse.json((await getEventInfo(getDb(), code)).tickets);
});

/** PUT /api/admin/event/{code}/tickets {tickets:[…]}: price, capacity (≥ total), sale open/close, souvenir options. */
export const PUT = adminRoute<Ctx>({ roles: ACCESS.eventSettings }, async (req, staff, { params }) => {
  const { code } = await params;
  const { tickets } = await parseJson(req, ticketSettingsListSchema);
  const saved = await saveTicketSettings(getDb(), code, tickets, staff);
  refreshPublicPages('event');
  return NextResponse.json(saved);
});
