import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { clientIp } from '@/lib/auth/client-ip';
import { apiHandler, parseJson } from '@/lib/http/handler';
import { searchRegistration } from '@/lib/registration/self-service';
import { lookupSchema } from '@/lib/validation/application';

/** POST /api/application/search (spec §7): joiner and runners for name + phone + registration number. */
export const POST = apiHandler(async (req) => {
  const proof = await parseJson(req, lookupSchema);
  return NextResponse.json(await searchRegistration(getDb(), proof, clientIp(req.headers)));
});
