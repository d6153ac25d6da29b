import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { requireAdmin } from '@/lib/auth/require-admin';
import { apiHandler } from '@/lib/http/handler';
import { searchPayments } from '@/lib/reception/search';
import { paidSearchSchema, parseReception } from '@/lib/validation/reception';

export const dynamic = 'force-dynamic';

/** GET /api/admin/reception/paid?pageNo&rowCount&paymentStatus&startDate&endDate&joinerName&brief (spec §7). */
export const GET = apiHandler(async (req) => {
  const staff = await requireAdmin(req);
  const q = parseReception(paidSearchSchema, Object.fromEntries(new URL(req.url).searchParams));
  return NextResponse.json(await searchPayments(getDb(), q, staff));
});
