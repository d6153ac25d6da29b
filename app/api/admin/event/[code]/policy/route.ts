import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { refreshPublicPages } from '@/lib/cache/public-pages';
import { editionByCode, saveEditionPolicy, staffPolicyView } from '@/lib/editions/policy';
import { ACCESS } from '@/lib/auth/access';
import { adminRoute } from '@/lib/http/admin-route';
import { parseJson } from '@/lib/http/handler';
import { editionPolicySchema } from '@/lib/validation/edition-policy';

type Ctx = { params: Promise<{ code: string }> };

/** GET /api/admin/event/{code}/policy: change windows, kit cut-off, transfers, refund windows (stored and in force). */
export const GET = adminRoute<Ctx>({ roles: ACCESS.eventRead }, async (_req, _staff, { params }) => {
  const db = getDb();
  return NextResponse.json(await staffPolicyView(db, await editionByCode(db, (await params).code)));
});

/** PUT /api/admin/event/{code}/policy: saves them (the guide's refund policy is re-rendered). */
export const PUT = adminRoute<Ctx>({ roles: ACCESS.eventSettings }, async (req, staff, { params }) => {
  const input = await parseJson(req, editionPolicySchema);
  const saved = await saveEditionPolicy(getDb(), (await params).code, input, staff);
  refreshPublicPages('event');
  return NextResponse.json(saved);
});
