import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { clientIp } from '@/lib/auth/client-ip';
import { apiHandler, parseJson } from '@/lib/http/handler';
import { certificatesByProof } from '@/lib/untact/certificate';
import { untactLookupSchema } from '@/lib/validation/untact';

/** POST /api/untact/certificate: the certificates of /record/print-record (OK records of the registration). */
export const POST = apiHandler(async (req) => {
  const proof = await parseJson(req, untactLookupSchema);
  return NextResponse.json(await certificatesByProof(getDb(), proof, clientIp(req.headers)), {
    headers: { 'cache-control': 'private, no-store' },
  });
});
