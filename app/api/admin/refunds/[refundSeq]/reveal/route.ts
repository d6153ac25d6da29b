import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { ACCESS } from '@/lib/auth/access';
import { adminRoute } from '@/lib/http/admin-route';
import { localeOfRequest } from '@/lib/i18n/translate';
import { revealRefundAccount } from '@/lib/refunds/staff-list';
import { idParam } from '@/lib/validation/id-param';
import { parseReception } from '@/lib/validation/reception';

/** POST /api/admin/refunds/{refundSeq}/reveal: the refund account in the clear (audited 'refund-account-reveal'). */
export const POST = adminRoute<{ params: Promise<{ refundSeq: string }> }>(
  { roles: ACCESS.placeChanges, body: 'none' },
  async (req, staff, { params }) => {
    const refundSeq = parseReception(idParam('refunds.errors.notFound'), (await params).refundSeq);
    return NextResponse.json(await revealRefundAccount(getDb(), refundSeq, staff, localeOfRequest(req)), {
      headers: { 'cache-control': 'private, no-store' },
    });
  },
);
