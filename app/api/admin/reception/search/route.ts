import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { adminRoute } from '@/lib/http/admin-route';
import { searchApplications } from '@/lib/reception/search';
import { applicationSearchSchema, parseReception } from '@/lib/validation/reception';
import { ACCESS } from '@/lib/auth/access';

/** GET /api/admin/reception/search?pageNo&rowCount&joinerName&gender&cellphone&ticketSeq&joinSeq (spec §7). */
export const GET = adminRoute({ roles: ACCESS.lookup }, async (req, staff) => {
  const q = parseReception(applicationSearchSchema, Object.fromEntries(new URL(req.url).searchParams));
  return NextResponse.json(await searchApplications(getDb(), q, staff));
});
