import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { checkIn, checkinCounts } from '@/lib/checkin/checkin';
import { adminRoute } from '@/lib/http/admin-route';
import { parseJson } from '@/lib/http/handler';
import { staffArea } from '@/lib/race-day/staff-areas';
import { checkinSchema } from '@/lib/validation/checkin';

/** GET /api/admin/checkin: per race-day course, paid runners and kits collected. */
export const GET = adminRoute(staffArea('checkin'), async () =>
  NextResponse.json({ courses: await checkinCounts(getDb()) }, { headers: { 'cache-control': 'private, no-store' } }),
);

/**
 * POST /api/admin/checkin {token} | {backNo} | {runnerSeq}, desk, scannedAt? →
 * {runnerName (masked), backNo, ticketName, collectedAt, desk, already}: a kit handed out, once.
 */
export const POST = adminRoute(staffArea('checkin', { audit: 'checkin' }), async (req, staff) =>
  NextResponse.json(await checkIn(getDb(), await parseJson(req, checkinSchema), staff)),
);
