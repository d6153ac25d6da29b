import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { ACCESS } from '@/lib/auth/access';
import { adminRoute } from '@/lib/http/admin-route';
import { parseJson } from '@/lib/http/handler';
import { markRefundsSent } from '@/lib/refunds/decide';
import { refundsSentSchema } from '@/lib/validation/money-admin';

/** POST /api/admin/refunds/sent {refundSeqs}: approved bank refunds marked transferred (ledger rows; accounts erased). */
export const POST = adminRoute({ roles: ACCESS.placeChanges }, async (req, staff) => {
  const { refundSeqs } = await parseJson(req, refundsSentSchema);
  return NextResponse.json({ sent: await markRefundsSent(getDb(), refundSeqs, staff) });
});
