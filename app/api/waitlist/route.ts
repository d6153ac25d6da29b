import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { apiHandler, parseJson } from '@/lib/http/handler';
import { joinWaitlist } from '@/lib/waitlist/join';
import { waitlistJoinSchema } from '@/lib/validation/waitlist';

/**
 * POST /api/waitlist {ticketSeq, runnerName, birthday, gender, cellphone}: joins the waitlist of a
 * sold-out course; 200 {waitSeq, position}. 409 W0001 while the course has free places, 409 W0002 for
 * a runner already in line, S0004 for one already registered, 429 L0001 past the phone's limit.
 */
export const POST = apiHandler(async (req) => {
  const input = await parseJson(req, waitlistJoinSchema);
  return NextResponse.json(await joinWaitlist(getDb(), input), { headers: { 'cache-control': 'private, no-store' } });
});
