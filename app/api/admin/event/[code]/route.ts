import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { requireAdmin } from '@/lib/auth/require-admin';
import { getEventInfo } from '@/lib/events/event-admin';
import { apiHandler } from '@/lib/http/handler';

export const dynamic = 'force-dynamic';

/** GET /api/admin/event/{code} (spec §7): event info and tickets of an edition (e.g. DCM24, or 'current'). */
export const GET = apiHandler<{ params: Promise<{ code: string }> }>(async (req, { params }) => {
  await requireAdmin(req);
  const { code } = await params;
  return NextResponse.json(await getEventInfo(getDb(), code));
});
