import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { adminRoute } from '@/lib/http/admin-route';
import { parseJson } from '@/lib/http/handler';
import { confirmRanks } from '@/lib/untact/ranking';
import { confirmRankSchema } from '@/lib/validation/untact';

export const dynamic = 'force-dynamic';

/** POST /api/admin/untact/rank (spec §7): confirms the ranks of a course and gender. */
export const POST = adminRoute({ audit: 'untact.rank' }, async (req) => {
  const q = await parseJson(req, confirmRankSchema);
  return NextResponse.json(await confirmRanks(getDb(), q));
});
