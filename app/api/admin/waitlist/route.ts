import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { ACCESS } from '@/lib/auth/access';
import { adminRoute } from '@/lib/http/admin-route';
import { parseQuery } from '@/lib/http/handler';
import { listWaitlist } from '@/lib/waitlist/staff';
import { waitlistListQuerySchema } from '@/lib/validation/waitlist';

/** GET /api/admin/waitlist?ticketSeq=: a course's line with states, positions and invitation expiries. */
export const GET = adminRoute({ roles: ACCESS.placeChanges }, async (req, staff) => {
  const { ticketSeq } = parseQuery(req, waitlistListQuerySchema);
  return NextResponse.json(await listWaitlist(getDb(), ticketSeq, staff), { headers: { 'cache-control': 'private, no-store' } });
});
