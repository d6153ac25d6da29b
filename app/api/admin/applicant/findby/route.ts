import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { adminRoute } from '@/lib/http/admin-route';
import { parseQuery } from '@/lib/http/handler';
import { findApplicant } from '@/lib/reception/proxy';
import { findByQuerySchema } from '@/lib/validation/proxy';
import { ACCESS } from '@/lib/auth/access';

/** GET /api/admin/applicant/findby?joinSeq (spec §7): applicant and runnersByTicketType for the proxy edit pages. */
export const GET = adminRoute({ roles: ACCESS.lookup }, async (req, staff) => {
  const { joinSeq } = parseQuery(req, findByQuerySchema);
  return NextResponse.json(await findApplicant(getDb(), joinSeq, staff));
});
