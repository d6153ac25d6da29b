import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { adminRoute } from '@/lib/http/admin-route';
import { parseJson } from '@/lib/http/handler';
import { confirmRanks } from '@/lib/untact/ranking';
import { confirmRankSchema } from '@/lib/validation/untact';
import { ACCESS } from '@/lib/auth/access';

/** POST /api/admin/untact/rank (spec §7): confirms the ranks of a course and gender. */
export const POST = adminRoute({ roles: ACCESS.timing, audit: 'untact.rank' }, async (req) => {
  const q = await parseJson(req, confirmRankSchema);
  return NextResponse.json(await confirmRanks(getDb(), q));
});
