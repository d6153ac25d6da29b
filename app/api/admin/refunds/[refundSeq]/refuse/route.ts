import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { ACCESS } from '@/lib/auth/access';
import { adminRoute } from '@/lib/http/admin-route';
import { parseJson } from '@/lib/http/handler';
import { refuseRefund } from '@/lib/refunds/decide';
import { idParam } from '@/lib/validation/id-param';
import { refuseSchema } from '@/lib/validation/money-admin';
import { parseReception } from '@/lib/validation/reception';

/** POST /api/admin/refunds/{refundSeq}/refuse {reason}: refuse with a reason (told to the runner by SMS). */
export const POST = adminRoute<{ params: Promise<{ refundSeq: string }> }>(
  { roles: ACCESS.placeChanges },
  async (req, staff, { params }) => {
    const refundSeq = parseReception(idParam('refunds.errors.notFound'), (await params).refundSeq);
    const { reason } = await parseJson(req, refuseSchema);
    const r = await refuseRefund(getDb(), refundSeq, reason, staff);
    return NextResponse.json({ refundSeq: r.refundSeq, state: r.state });
  },
);
