import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { notFound } from '@/lib/errors';
import { adminRoute } from '@/lib/http/admin-route';
import { staffArea } from '@/lib/race-day/staff-areas';
import { revokeTimingToken } from '@/lib/timing/tokens';
import { parseId } from '@/lib/validation/id-param';

/** DELETE /api/admin/timing/tokens/{tokenId}: revokes the token at once. */
export const DELETE = adminRoute<{ params: Promise<{ tokenId: string }> }>(
  staffArea('timing', { body: 'none', audit: 'timing.revoke' }),
  async (_req, _staff, { params }) => {
    const tokenId = parseId((await params).tokenId);
    if (tokenId === null) throw notFound('raceDay.timing.tokenNotFound');
    return NextResponse.json(await revokeTimingToken(getDb(), tokenId));
  },
);
