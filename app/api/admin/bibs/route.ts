import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { setBib } from '@/lib/bibs/manual';
import { bibOverview } from '@/lib/bibs/overview';
import { adminRoute } from '@/lib/http/admin-route';
import { parseJson } from '@/lib/http/handler';
import { staffArea } from '@/lib/race-day/staff-areas';
import { setBibSchema } from '@/lib/validation/bibs';

/** GET /api/admin/bibs: per race-day course, paid runners, bibs, chips, bib SMS sent, saved range; the reserved numbers. */
export const GET = adminRoute(staffArea('bibs'), async () => NextResponse.json(await bibOverview(getDb())));

/** PUT /api/admin/bibs {runnerSeq, backNo}: one runner's bib set by hand (null clears it); 409 V0409 when taken. */
export const PUT = adminRoute(staffArea('bibs', { audit: 'bibs.edit' }), async (req) => {
  const { runnerSeq, backNo } = await parseJson(req, setBibSchema);
  return NextResponse.json(await setBib(getDb(), runnerSeq, backNo));
});
