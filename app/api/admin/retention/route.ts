import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { ACCESS } from '@/lib/auth/access';
import { adminRoute } from '@/lib/http/admin-route';
import { parseJson } from '@/lib/http/handler';
import { setRetentionPeriod } from '@/lib/retention/admin';
import { retentionView } from '@/lib/retention/view';
import { retentionPeriodSchema } from '@/lib/validation/retention';

/** GET /api/admin/retention: per edition when its personal data goes and what goes, the audit log's cut-off, the job's log, the consent versions. */
export const GET = adminRoute({ roles: ACCESS.retention }, async () => {
  return NextResponse.json(await retentionView(getDb()));
});

/** PUT /api/admin/retention {eventCode, retentionMonths}: an edition's retention period after race day (null: the default). */
export const PUT = adminRoute({ roles: ACCESS.retention, audit: 'retention.period' }, async (req, staff) => {
  const { eventCode, retentionMonths } = await parseJson(req, retentionPeriodSchema);
  await setRetentionPeriod(getDb(), eventCode, retentionMonths, staff);
  return NextResponse.json({ ok: true });
});
