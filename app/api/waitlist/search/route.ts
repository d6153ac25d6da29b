import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { apiHandler, parseJson } from '@/lib/http/handler';
import { searchWait } from '@/lib/waitlist/lookup';
import { waitlistProofSchema } from '@/lib/validation/waitlist';

/** POST /api/waitlist/search {waitSeq, runnerName, cellphone}: {position, state, inviteExpiresAt, …}. */
export const POST = apiHandler(async (req) => {
  const proof = await parseJson(req, waitlistProofSchema);
  return NextResponse.json(await searchWait(getDb(), proof), { headers: { 'cache-control': 'private, no-store' } });
});
