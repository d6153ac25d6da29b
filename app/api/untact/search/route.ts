import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { clientIp } from '@/lib/auth/client-ip';
import { apiHandler, parseJson } from '@/lib/http/handler';
import { searchUntactRunners } from '@/lib/untact/runners';
import { untactLookupSchema } from '@/lib/validation/untact';

/** POST /api/untact/search (spec §7): the untact runners of a registration, by number, name and phone. */
export const POST = apiHandler(async (req) => {
  const proof = await parseJson(req, untactLookupSchema);
  return NextResponse.json(await searchUntactRunners(getDb(), proof, clientIp(req.headers)));
});
