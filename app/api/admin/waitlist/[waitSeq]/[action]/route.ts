import { NextResponse } from 'next/server';
import { z } from 'zod';
import { getDb } from '@/db/client';
import { apiNotFound } from '@/lib/errors';
import { ACCESS } from '@/lib/auth/access';
import { adminRoute } from '@/lib/http/admin-route';
import { actOnWait } from '@/lib/waitlist/staff';
import { waitSeqField } from '@/lib/validation/waitlist';

const actionSchema = z.enum(['invite', 'skip', 'remove']);

/**
 * POST /api/admin/waitlist/{waitSeq}/invite | skip | remove: invite this runner now (a free place is
 * needed), end their open invitation and pass the place on, or take them out of the line.
 */
export const POST = adminRoute<{ params: Promise<{ waitSeq: string; action: string }> }>(
  { roles: ACCESS.placeChanges, body: 'none', audit: 'waitlist' },
  async (_req, staff, { params }) => {
    const p = await params;
    const action = actionSchema.safeParse(p.action);
    const waitSeq = waitSeqField.safeParse(p.waitSeq);
    if (!action.success || !waitSeq.success) throw apiNotFound();
    return NextResponse.json(await actOnWait(getDb(), waitSeq.data, action.data, staff));
  },
);
