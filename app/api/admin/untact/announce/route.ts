import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { adminRoute } from '@/lib/http/admin-route';
import { STAFF_JSON_MAX_BYTES } from '@/lib/http/body-limit';
import { parseJson } from '@/lib/http/handler';
import { announceRanks } from '@/lib/untact/ranking';
import { announceSchema } from '@/lib/validation/untact';
import { ACCESS } from '@/lib/auth/access';

/** POST /api/admin/untact/announce (spec §7): publishes confirmed ranks by bib. */
export const POST = adminRoute({ roles: ACCESS.timing, audit: 'untact.announce' }, async (req) => {
  const items = await parseJson(req, announceSchema, { maxBytes: STAFF_JSON_MAX_BYTES });
  return NextResponse.json(await announceRanks(getDb(), items));
});
