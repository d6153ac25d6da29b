import { NextResponse } from 'next/server';
import { z } from 'zod';
import { getDb } from '@/db/client';
import { apiHandler, parseQuery } from '@/lib/http/handler';
import { liveBoard, liveCourses, LIVE_CACHE_CONTROL, selectRows } from '@/lib/timing/live';
import { idParam } from '@/lib/validation/id-param';

const querySchema = z.object({
  ticketSeq: idParam('raceDay.unknownCourse').optional(),
  limit: z.coerce
    .number({ error: 'validation.badRequest' })
    .int('validation.badRequest')
    .min(1, 'validation.badRequest')
    .max(10_000, 'validation.badRequest')
    .optional(),
  q: z.string().trim().max(50, 'validation.badRequest').optional(),
});

/**
 * GET /api/live?ticketSeq=[&limit=][&q=] : the preliminary (or, once imported, official) results of a
 * race-day course, rows {place, backNo, runnerName, splits, finishTime}; `limit` keeps the first rows
 * (the page polls the top 100), `q` only the runners with that bib or a name containing it; without
 * ticketSeq, the courses. Public and cacheable for a few seconds, the same answer for everybody.
 */
export const GET = apiHandler(async (req) => {
  const { ticketSeq, limit, q } = parseQuery(req, querySchema);
  const db = getDb();
  const body = ticketSeq === undefined ? { courses: await liveCourses(db) } : selectRows(await liveBoard(db, ticketSeq), { limit, q });
  return NextResponse.json(body, { headers: { 'Cache-Control': LIVE_CACHE_CONTROL } });
});
