import { NextResponse } from 'next/server';
import { z } from 'zod';
import { getDb } from '@/db/client';
import { apiHandler, parseQuery } from '@/lib/http/handler';
import { recordCourses } from '@/lib/records/lookup';
import { personLookupSchema } from '@/lib/validation/records';

const query = z.object({ holdRound: personLookupSchema.shape.holdRound });

/** GET /api/ranking/courses?holdRound: the course names that have results in that round (record forms). */
export const GET = apiHandler(async (req) => {
  const { holdRound } = parseQuery(req, query);
  return NextResponse.json(await recordCourses(getDb(), holdRound), { headers: { 'cache-control': 'public, s-maxage=60' } });
});
