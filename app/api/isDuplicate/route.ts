import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { apiHandler, parseQuery } from '@/lib/http/handler';
import { isAlreadyApplied } from '@/lib/registration/duplicate';
import { duplicateQuerySchema } from '@/lib/validation/application';

export const dynamic = 'force-dynamic';

/** GET /api/isDuplicate?name&cellphone&birthday (spec §7): true when that runner already applied. */
export const GET = apiHandler(async (req) => {
  const q = parseQuery(req, duplicateQuerySchema);
  return NextResponse.json(await isAlreadyApplied(getDb(), q.name, q.cellphone, q.birthday));
});
