import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { ACCESS } from '@/lib/auth/access';
import { adminRoute } from '@/lib/http/admin-route';
import { ledgerTotals } from '@/lib/ledger/totals';

/** GET /api/admin/application/rollupLedger: the current edition's money from its payment ledger (won). */
export const GET = adminRoute({ roles: ACCESS.registrations }, async () => {
  return NextResponse.json(await ledgerTotals(getDb()));
});
