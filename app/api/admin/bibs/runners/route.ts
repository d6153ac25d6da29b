import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { bibRunners } from '@/lib/bibs/overview';
import { adminRoute } from '@/lib/http/admin-route';
import { parseQuery } from '@/lib/http/handler';
import { staffArea } from '@/lib/race-day/staff-areas';
import { bibListSchema } from '@/lib/validation/bibs';

/** GET /api/admin/bibs/runners?ticketSeq&q&missing&pageNo&rowCount: runners with bib and chip (masked names; audited search). */
export const GET = adminRoute(staffArea('bibs'), async (req, staff) =>
  NextResponse.json(await bibRunners(getDb(), parseQuery(req, bibListSchema), staff), {
    headers: { 'cache-control': 'private, no-store' },
  }),
);
