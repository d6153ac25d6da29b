import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { ACCESS } from '@/lib/auth/access';
import { adminRoute } from '@/lib/http/admin-route';
import { parseJson } from '@/lib/http/handler';
import { adjustLedger } from '@/lib/ledger/staff';
import { adjustSchema } from '@/lib/validation/money-admin';

/** POST /api/admin/ledger/adjust {joinSeq, amount, reason}: a staff adjustment (won) with its reason. */
export const POST = adminRoute({ roles: ACCESS.registrations }, async (req, staff) => {
  const { joinSeq, amount, reason } = await parseJson(req, adjustSchema);
  return NextResponse.json(await adjustLedger(getDb(), joinSeq, amount, reason, staff));
});
