import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { ACCESS } from '@/lib/auth/access';
import { adminRoute } from '@/lib/http/admin-route';
import { listTransfers } from '@/lib/transfers/staff-list';
import { transferListQuerySchema } from '@/lib/validation/money-admin';
import { parseReception } from '@/lib/validation/reception';

/** GET /api/admin/transfers?state=: transfers of the current edition with their history (names masked). */
export const GET = adminRoute({ roles: ACCESS.placeChanges }, async (req, staff) => {
  const q = parseReception(transferListQuerySchema, Object.fromEntries(new URL(req.url).searchParams));
  return NextResponse.json(await listTransfers(getDb(), q, staff), { headers: { 'cache-control': 'private, no-store' } });
});
