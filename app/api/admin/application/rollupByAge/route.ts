import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { adminRoute } from '@/lib/http/admin-route';
import { rollup } from '@/lib/reception/stats-query';
import { ACCESS } from '@/lib/auth/access';

/** GET /api/admin/application/rollupByAge (spec §3 statistics rows, §7): rows per course plus 'total'. */
export const GET = adminRoute({ roles: ACCESS.registrations }, async () => {
  return NextResponse.json(await rollup(getDb(), 'rollupByAge'));
});
