import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { clientIp } from '@/lib/auth/client-ip';
import { apiHandler, parseQuery } from '@/lib/http/handler';
import { checkAlreadyApplied } from '@/lib/registration/duplicate';
import { duplicateQuerySchema } from '@/lib/validation/application';

/** GET /api/isDuplicate?name&cellphone&birthday (spec §7): true when that runner already applied (rate limited). */
export const GET = apiHandler(async (req) => {
  const q = parseQuery(req, duplicateQuerySchema);
  return NextResponse.json(await checkAlreadyApplied(getDb(), q, clientIp(req.headers)));
});
