import { NextResponse } from 'next/server';
import { z } from 'zod';
import { getDb } from '@/db/client';
import { apiHandler, parseQuery } from '@/lib/http/handler';
import { liveBoard, liveCourses, LIVE_CACHE_CONTROL } from '@/lib/timing/live';
import { idParam } from '@/lib/validation/id-param';

export const dynamic = 'force-dynamic';

const querySchema = z.object({ ticketSeq: idParam('raceDay.unknownCourse').optional() });

/**
 * GET /api/live?ticketSeq= : the preliminary (or, once imported, official) results of a race-day course,
 * rows {place, backNo, runnerName, splits, finishTime}; without ticketSeq, the courses. Public and
 * cacheable for a few seconds (the page polls it), the same answer for everybody.
 */
export const GET = apiHandler(async (req) => {
  const { ticketSeq } = parseQuery(req, querySchema);
  const db = getDb();
  const body = ticketSeq === undefined ? { courses: await liveCourses(db) } : await liveBoard(db, ticketSeq);
  return NextResponse.json(body, { headers: { 'Cache-Control': LIVE_CACHE_CONTROL } });
});
