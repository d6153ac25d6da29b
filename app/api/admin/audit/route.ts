import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { listAudit } from '@/lib/audit/list';
import { adminRoute } from '@/lib/http/admin-route';
import { auditPageSchema, parseReception } from '@/lib/validation/reception';
import { ACCESS } from '@/lib/auth/access';

/** GET /api/admin/audit?pageNo&rowCount: the audit log, newest first. */
export const GET = adminRoute({ roles: ACCESS.audit }, async (req) => {
  const q = parseReception(auditPageSchema, Object.fromEntries(new URL(req.url).searchParams));
  return NextResponse.json(await listAudit(getDb(), q.pageNo, q.rowCount));
});
