import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { adminRoute } from '@/lib/http/admin-route';
import { STAFF_JSON_MAX_BYTES } from '@/lib/http/body-limit';
import { parseJson } from '@/lib/http/handler';
import { proxyUpdateIndividual } from '@/lib/reception/proxy';
import { adminUpdateSchema } from '@/lib/validation/proxy';
import { ACCESS } from '@/lib/auth/access';

/** PUT /api/admin/application/update (spec §4, §7): staff edit of an individual registration; resets the payment status. */
export const PUT = adminRoute({ roles: ACCESS.registrations }, async (req, staff) => {
  const input = await parseJson(req, adminUpdateSchema, { maxBytes: STAFF_JSON_MAX_BYTES });
  return NextResponse.json(await proxyUpdateIndividual(getDb(), input, staff));
});
