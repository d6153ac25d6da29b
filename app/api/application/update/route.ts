import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { clientIp } from '@/lib/auth/client-ip';
import { apiHandler, parseJson } from '@/lib/http/handler';
import { updateRegistration } from '@/lib/registration/self-service';
import { updateSchema } from '@/lib/validation/application';

/** PUT /api/application/update (spec §7, §4 edit rules); needs the same proof as the lookup. */
export const PUT = apiHandler(async (req) => {
  const input = await parseJson(req, updateSchema);
  return NextResponse.json(await updateRegistration(getDb(), input, clientIp(req.headers)));
});
