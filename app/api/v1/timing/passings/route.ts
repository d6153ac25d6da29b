import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { apiHandler, parseJson } from '@/lib/http/handler';
import { queueFinishSms } from '@/lib/timing/finish-sms';
import { recordPassings } from '@/lib/timing/passings';
import { authenticateTiming } from '@/lib/timing/tokens';
import { passingsBodySchema } from '@/lib/validation/timing';

/** 5,000 passings of about 90 bytes each, with room. */
const PASSINGS_MAX_BYTES = 1024 * 1024;

/**
 * POST /api/v1/timing/passings (Bearer timing token of the edition; body `[{chipNo|backNo, point, time}]`)
 * → {accepted, duplicates, rejected: [{index, reason}]}: passings stored once each (lib/timing/passings.ts).
 * The token is checked before the body is read: 401 R0401 changes nothing.
 */
export const POST = apiHandler(async (req) => {
  const db = getDb();
  const { eventId } = await authenticateTiming(db, req);
  const passings = await parseJson(req, passingsBodySchema, { maxBytes: PASSINGS_MAX_BYTES });
  return NextResponse.json(await recordPassings(db, eventId, passings, 'api', queueFinishSms), {
    headers: { 'cache-control': 'private, no-store' },
  });
});
