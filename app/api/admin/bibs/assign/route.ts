import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { assignBibs } from '@/lib/bibs/assign';
import { adminRoute } from '@/lib/http/admin-route';
import { parseJson } from '@/lib/http/handler';
import { staffArea } from '@/lib/race-day/staff-areas';
import { assignSchema } from '@/lib/validation/bibs';

/**
 * POST /api/admin/bibs/assign {ticketSeq, from, to, order: 'paid'|'name'|'group'} → {assigned, skipped, …}:
 * numbers the course's paid runners without a bib (lib/bibs/assign.ts).
 */
export const POST = adminRoute(staffArea('bibs', { audit: 'bibs.assign' }), async (req) =>
  NextResponse.json(await assignBibs(getDb(), await parseJson(req, assignSchema))),
);
