import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { apiHandler, parseJson } from '@/lib/http/handler';
import { leaveWait } from '@/lib/waitlist/lookup';
import { waitlistLeaveSchema } from '@/lib/validation/waitlist';

/**
 * POST /api/waitlist/leave {waitSeq, runnerName, cellphone} or {inviteToken}: leaves the line (a
 * declined invitation's place passes to the next in line).
 */
export const POST = apiHandler(async (req) => {
  const input = await parseJson(req, waitlistLeaveSchema);
  return NextResponse.json(await leaveWait(getDb(), input), { headers: { 'cache-control': 'private, no-store' } });
});
