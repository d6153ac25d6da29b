import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { adminRoute } from '@/lib/http/admin-route';
import { parseJson } from '@/lib/http/handler';
import { staffArea } from '@/lib/race-day/staff-areas';
import { createTimingToken, listTimingTokens } from '@/lib/timing/tokens';
import { timingTokenSchema } from '@/lib/validation/timing';

/** GET /api/admin/timing/tokens: the edition's timing tokens (no secrets). */
export const GET = adminRoute(staffArea('timing'), async () =>
  NextResponse.json({ tokens: await listTimingTokens(getDb()) }, { headers: { 'cache-control': 'private, no-store' } }),
);

/** POST /api/admin/timing/tokens {label} → {tokenId, token, …}: a new token, shown this once. */
export const POST = adminRoute(staffArea('timing', { audit: 'timing.token' }), async (req, staff) => {
  const { label } = await parseJson(req, timingTokenSchema);
  return NextResponse.json(await createTimingToken(getDb(), label, staff.userName), { headers: { 'cache-control': 'private, no-store' } });
});
