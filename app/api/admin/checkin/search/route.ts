import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { searchForCheckin } from '@/lib/checkin/search';
import { adminRoute } from '@/lib/http/admin-route';
import { parseQuery } from '@/lib/http/handler';
import { staffArea } from '@/lib/race-day/staff-areas';
import { checkinSearchSchema } from '@/lib/validation/checkin';

/** GET /api/admin/checkin/search?q= : runners by bib, name or last 4 phone digits (masked; audited search). */
export const GET = adminRoute(staffArea('checkin'), async (req, staff) => {
  const { q } = parseQuery(req, checkinSearchSchema);
  return NextResponse.json({ runners: await searchForCheckin(getDb(), q, staff) }, { headers: { 'cache-control': 'private, no-store' } });
});
