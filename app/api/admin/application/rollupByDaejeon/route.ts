import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { requireAdmin } from '@/lib/auth/require-admin';
import { apiHandler } from '@/lib/http/handler';
import { rollup } from '@/lib/reception/stats-query';

export const dynamic = 'force-dynamic';

/** GET /api/admin/application/rollupByDaejeon (spec §3 statistics rows, §7): rows per course plus 'total'. */
export const GET = apiHandler(async (req) => {
  await requireAdmin(req);
  return NextResponse.json(await rollup(getDb(), 'rollupByDaejeon'));
});
