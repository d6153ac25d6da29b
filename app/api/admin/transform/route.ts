import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { adminRoute } from '@/lib/http/admin-route';
import { STAFF_JSON_MAX_BYTES } from '@/lib/http/body-limit';
import { parseJson } from '@/lib/http/handler';
import { transform } from '@/lib/untact/staff';
import { transformSchema } from '@/lib/validation/untact';
import { ACCESS } from '@/lib/auth/access';

/** POST /api/admin/transform (spec §7): checked rows marked OK / NG, with their bib. */
export const POST = adminRoute({ roles: ACCESS.timing, audit: 'untact.validate' }, async (req) => {
  const rows = await parseJson(req, transformSchema, { maxBytes: STAFF_JSON_MAX_BYTES });
  return NextResponse.json(await transform(getDb(), rows));
});
