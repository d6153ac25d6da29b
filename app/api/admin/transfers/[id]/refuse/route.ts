import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { ACCESS } from '@/lib/auth/access';
import { adminRoute } from '@/lib/http/admin-route';
import { parseJson } from '@/lib/http/handler';
import { refuseTransfer } from '@/lib/transfers/transfer';
import { idParam } from '@/lib/validation/id-param';
import { refuseSchema } from '@/lib/validation/money-admin';
import { parseReception } from '@/lib/validation/reception';

/** POST /api/admin/transfers/{id}/refuse {reason}: refuse a transfer under way; the place stays with its runner. */
export const POST = adminRoute<{ params: Promise<{ id: string }> }>({ roles: ACCESS.placeChanges }, async (req, staff, { params }) => {
  const transferSeq = parseReception(idParam('transfers.errors.notFound'), (await params).id);
  const { reason } = await parseJson(req, refuseSchema);
  return NextResponse.json({ transferSeq, ...(await refuseTransfer(getDb(), transferSeq, reason, staff)) });
});
