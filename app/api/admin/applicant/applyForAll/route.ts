import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { adminRoute } from '@/lib/http/admin-route';
import { STAFF_JSON_MAX_BYTES } from '@/lib/http/body-limit';
import { parseJson } from '@/lib/http/handler';
import { proxyApplyForAll } from '@/lib/reception/proxy';
import { applyForAllSchema } from '@/lib/validation/proxy';
import { ACCESS } from '@/lib/auth/access';

/** POST /api/admin/applicant/applyForAll (spec §4, §7): proxy registration, or group edit with runners {INS, UPD, DEL}. */
export const POST = adminRoute({ roles: ACCESS.registrations }, async (req, staff) => {
  const input = await parseJson(req, applyForAllSchema, { maxBytes: STAFF_JSON_MAX_BYTES });
  return NextResponse.json(await proxyApplyForAll(getDb(), input, staff));
});
