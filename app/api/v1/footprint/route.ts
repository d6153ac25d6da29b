import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { clientIp } from '@/lib/auth/client-ip';
import { apiHandler, parseJson } from '@/lib/http/handler';
import { footprint } from '@/lib/untact/footprint';
import { footprintSchema } from '@/lib/validation/untact';

/** POST /api/v1/footprint (spec §7): traces, photos, certificate and record of an untact runner. */
export const POST = apiHandler(async (req) => {
  const input = await parseJson(req, footprintSchema);
  return NextResponse.json(await footprint(getDb(), input, clientIp(req.headers)), { headers: { 'cache-control': 'private, no-store' } });
});
