import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { clientIp } from '@/lib/auth/client-ip';
import { afterAnswer } from '@/lib/http/after-answer';
import { apiHandler, parseJson } from '@/lib/http/handler';
import { recoverJoinSeq } from '@/lib/sms/join-seq-recovery';
import { findJoinSeqSchema } from '@/lib/validation/find-seq';

/**
 * POST /api/find/join-seq {runnerName, cellphone} (spec §7): sends the registration number by SMS.
 * Always the same 200 answer whether or not a registration matches; 429 past the limits.
 */
export const POST = apiHandler(async (req) => {
  const input = await parseJson(req, findJoinSeqSchema);
  await recoverJoinSeq(getDb(), input, { clientKey: clientIp(req.headers), defer: afterAnswer });
  return NextResponse.json({ sent: true });
});
