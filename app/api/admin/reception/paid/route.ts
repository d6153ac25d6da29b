import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { adminRoute } from '@/lib/http/admin-route';
import { searchPayments } from '@/lib/reception/search';
import { paidSearchSchema, parseReception } from '@/lib/validation/reception';
import { ACCESS } from '@/lib/auth/access';

/** GET /api/admin/reception/paid?pageNo&rowCount&paymentStatus&startDate&endDate&joinerName&brief (spec §7). */
export const GET = adminRoute({ roles: ACCESS.registrations }, async (req, staff) => {
  const q = parseReception(paidSearchSchema, Object.fromEntries(new URL(req.url).searchParams));
  return NextResponse.json(await searchPayments(getDb(), q, staff));
});
