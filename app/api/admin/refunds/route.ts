import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { ACCESS } from '@/lib/auth/access';
import { adminRoute } from '@/lib/http/admin-route';
import { parseJson } from '@/lib/http/handler';
import { localeOfRequest } from '@/lib/i18n/translate';
import { staffRefundRequest } from '@/lib/refunds/request';
import { listRefunds } from '@/lib/refunds/staff-list';
import { refundListQuerySchema, staffRefundSchema } from '@/lib/validation/money-admin';
import { parseReception } from '@/lib/validation/reception';

/** GET /api/admin/refunds?state=: refund requests of the current edition (masked). */
export const GET = adminRoute({ roles: ACCESS.placeChanges }, async (req, staff) => {
  const q = parseReception(refundListQuerySchema, Object.fromEntries(new URL(req.url).searchParams));
  return NextResponse.json(await listRefunds(getDb(), q, staff, localeOfRequest(req)), {
    headers: { 'cache-control': 'private, no-store' },
  });
});

/** POST /api/admin/refunds {joinSeq, account?}: a refund request made by staff for what a registration is owed back. */
export const POST = adminRoute({ roles: ACCESS.placeChanges }, async (req, staff) => {
  const { joinSeq, account } = await parseJson(req, staffRefundSchema);
  return NextResponse.json(await staffRefundRequest(getDb(), joinSeq, account, staff));
});
