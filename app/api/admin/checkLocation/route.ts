import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { adminRoute } from '@/lib/http/admin-route';
import { parseJson } from '@/lib/http/handler';
import { checkLocation } from '@/lib/untact/staff';
import { checkLocationSchema } from '@/lib/validation/untact';
import { ACCESS } from '@/lib/auth/access';

/** POST /api/admin/checkLocation (spec §7): untact records for staff, filtered. */
export const POST = adminRoute({ roles: ACCESS.timing, audit: 'untact.list' }, async (req) => {
  const f = await parseJson(req, checkLocationSchema);
  return NextResponse.json(await checkLocation(getDb(), f));
});
