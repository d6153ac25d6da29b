import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { apiHandler, parseJson } from '@/lib/http/handler';
import { publicRanking } from '@/lib/untact/ranking';
import { untactRankSchema } from '@/lib/validation/untact';

/** POST /api/untact/rank (spec §7): ranking rows of a course and gender (runners validated OK). */
export const POST = apiHandler(async (req) => {
  const q = await parseJson(req, untactRankSchema);
  return NextResponse.json(await publicRanking(getDb(), q));
});
