import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { ACCESS } from '@/lib/auth/access';
import { adminRoute } from '@/lib/http/admin-route';
import { requestRetentionRun } from '@/lib/retention/admin';

/** POST /api/admin/retention/run (no body): the retention job runs now (what is due is erased, as every night). */
export const POST = adminRoute({ roles: ACCESS.retention, body: 'none', audit: 'retention.run' }, async (_req, staff) => {
  await requestRetentionRun(getDb(), staff);
  return NextResponse.json({ queued: true });
});
