import { NextResponse } from 'next/server';
import { z } from 'zod';
import { getDb } from '@/db/client';
import { adminRoute } from '@/lib/http/admin-route';
import { parseQuery } from '@/lib/http/handler';
import { staffFootprint } from '@/lib/untact/staff';
import { idParam } from '@/lib/validation/id-param';
import { ACCESS } from '@/lib/auth/access';

/** GET /api/admin/untact/footprint?runnerSeq: every stored point with its index and removed mark (editor). */
export const GET = adminRoute({ roles: ACCESS.timing }, async (req) => {
  const { runnerSeq } = parseQuery(req, z.object({ runnerSeq: idParam() }));
  return NextResponse.json(await staffFootprint(getDb(), runnerSeq));
});
