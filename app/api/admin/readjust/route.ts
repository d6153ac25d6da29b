import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { adminRoute } from '@/lib/http/admin-route';
import { STAFF_JSON_MAX_BYTES } from '@/lib/http/body-limit';
import { parseJson } from '@/lib/http/handler';
import { readjust } from '@/lib/untact/staff';
import { readjustSchema } from '@/lib/validation/untact';
import { ACCESS } from '@/lib/auth/access';

/** POST /api/admin/readjust (spec §7): trims a footprint to all points but recordIndexes. */
export const POST = adminRoute({ roles: ACCESS.timing, audit: 'untact.readjust' }, async (req) => {
  const input = await parseJson(req, readjustSchema, { maxBytes: STAFF_JSON_MAX_BYTES });
  return NextResponse.json(await readjust(getDb(), input));
});
