import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { getEventInfo } from '@/lib/events/event-admin';
import { adminRoute } from '@/lib/http/admin-route';
import { ACCESS } from '@/lib/auth/access';

export const dynamic = 'force-dynamic';

/** GET /api/admin/event/{code} (spec §7): event info and tickets of an edition (e.g. DCM24, or 'current'). */
export const GET = adminRoute<{ params: Promise<{ code: string }> }>({ roles: ACCESS.eventRead }, async (_req, _staff, { params }) => {
  const { code } = await params;
  return NextResponse.json(await getEventInfo(getDb(), code));
});
