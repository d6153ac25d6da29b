import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { ACCESS } from '@/lib/auth/access';
import { adminRoute } from '@/lib/http/admin-route';
import { approveRefund } from '@/lib/refunds/decide';
import { idParam } from '@/lib/validation/id-param';
import { parseReception } from '@/lib/validation/reception';

/** POST /api/admin/refunds/{refundSeq}/approve: approve; the card part goes back through the provider at once. */
export const POST = adminRoute<{ params: Promise<{ refundSeq: string }> }>(
  { roles: ACCESS.placeChanges, body: 'none' },
  async (_req, staff, { params }) => {
    const refundSeq = parseReception(idParam('refunds.errors.notFound'), (await params).refundSeq);
    const r = await approveRefund(getDb(), refundSeq, staff);
    return NextResponse.json({ refundSeq: r.refundSeq, state: r.state });
  },
);
