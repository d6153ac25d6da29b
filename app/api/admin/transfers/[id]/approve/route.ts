import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { ACCESS } from '@/lib/auth/access';
import { adminRoute } from '@/lib/http/admin-route';
import { approveTransfer } from '@/lib/transfers/transfer';
import { idParam } from '@/lib/validation/id-param';
import { parseReception } from '@/lib/validation/reception';

/** POST /api/admin/transfers/{id}/approve: approve a confirmed transfer; the place changes hands, both phones get an SMS. */
export const POST = adminRoute<{ params: Promise<{ id: string }> }>(
  { roles: ACCESS.placeChanges, body: 'none' },
  async (_req, staff, { params }) => {
    const transferSeq = parseReception(idParam('transfers.errors.notFound'), (await params).id);
    return NextResponse.json({ transferSeq, ...(await approveTransfer(getDb(), transferSeq, staff)) });
  },
);
