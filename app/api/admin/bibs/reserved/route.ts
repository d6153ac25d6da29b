import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { reserveNumbers } from '@/lib/bibs/reserved';
import { adminRoute } from '@/lib/http/admin-route';
import { parseJson } from '@/lib/http/handler';
import { staffArea } from '@/lib/race-day/staff-areas';
import { reservedSchema } from '@/lib/validation/bibs';

/** POST /api/admin/bibs/reserved {numbers: '1-10, 77', note?}: numbers kept out of assignment runs. */
export const POST = adminRoute(staffArea('bibs', { audit: 'bibs.reserve' }), async (req) => {
  const { numbers, note } = await parseJson(req, reservedSchema);
  return NextResponse.json(await reserveNumbers(getDb(), numbers, note ?? null, true));
});

/** DELETE /api/admin/bibs/reserved {numbers}: frees reserved numbers. */
export const DELETE = adminRoute(staffArea('bibs', { audit: 'bibs.unreserve' }), async (req) => {
  const { numbers } = await parseJson(req, reservedSchema);
  return NextResponse.json(await reserveNumbers(getDb(), numbers, null, false));
});
