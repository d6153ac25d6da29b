import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { clientIp } from '@/lib/auth/client-ip';
import { apiHandler, parseJson } from '@/lib/http/handler';
import { cancelRegistration } from '@/lib/registration/self-service';
import { lookupSchema } from '@/lib/validation/application';

/** DELETE /api/application/cancel {joinSeq, cellphone, joinerName} (spec §7, §4 cancel rules). */
export const DELETE = apiHandler(async (req) => {
  const proof = await parseJson(req, lookupSchema);
  return NextResponse.json(await cancelRegistration(getDb(), proof, clientIp(req.headers)));
});
