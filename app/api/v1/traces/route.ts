import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { clientIp } from '@/lib/auth/client-ip';
import { apiHandler, parseJson } from '@/lib/http/handler';
import { receiveTraces } from '@/lib/untact/upload';
import { tracesSchema } from '@/lib/validation/untact';

/** POST /api/v1/traces: a batch of GPS points from an app, with the same proof as the upload. */
export const POST = apiHandler(async (req) => {
  const input = await parseJson(req, tracesSchema);
  return NextResponse.json(await receiveTraces(getDb(), input, clientIp(req.headers)));
});
