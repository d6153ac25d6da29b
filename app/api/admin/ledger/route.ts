import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { ACCESS } from '@/lib/auth/access';
import { adminRoute } from '@/lib/http/admin-route';
import { localeOfRequest } from '@/lib/i18n/translate';
import { staffLedger } from '@/lib/ledger/staff';
import { parseReception, revealSchema } from '@/lib/validation/reception';

/** GET /api/admin/ledger?joinSeq=: a registration's payment ledger, refund requests and transfer history. */
export const GET = adminRoute({ roles: ACCESS.registrations }, async (req) => {
  const { joinSeq } = parseReception(revealSchema, Object.fromEntries(new URL(req.url).searchParams));
  return NextResponse.json(await staffLedger(getDb(), joinSeq, localeOfRequest(req)), {
    headers: { 'cache-control': 'private, no-store' },
  });
});
