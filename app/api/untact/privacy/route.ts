import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { clientIp } from '@/lib/auth/client-ip';
import { apiHandler, parseJson } from '@/lib/http/handler';
import { setPrivacyZone } from '@/lib/untact/footprint';
import { privacyZoneSchema } from '@/lib/validation/untact';

/** POST /api/untact/privacy {joinSeq, joinerName, cellphone, runnerSeq, privacyZone}: the runner's privacy zone on or off. */
export const POST = apiHandler(async (req) => {
  const input = await parseJson(req, privacyZoneSchema);
  return NextResponse.json(await setPrivacyZone(getDb(), input, input.runnerSeq, input.privacyZone, clientIp(req.headers)), {
    headers: { 'cache-control': 'private, no-store' },
  });
});
