import { NextResponse } from 'next/server';
import { z } from 'zod';
import { getDb } from '@/db/client';
import { sessionExpired } from '@/lib/errors';
import { apiHandler, parseQuery } from '@/lib/http/handler';
import { applicationDetail } from '@/lib/registration/complete';
import { joinerByOrderCookie, orderCookieFrom } from '@/lib/registration/order-cookie';
import { joinSeqField } from '@/lib/validation/fields';

/**
 * GET /api/applicant/complete?joinSeq (spec §7): applicant and runnersByTicketType. Only for the browser
 * holding the order-id cookie of that registration (10 minutes); otherwise 403 'session expired'.
 */
export const GET = apiHandler(async (req) => {
  const { joinSeq } = parseQuery(req, z.object({ joinSeq: joinSeqField }));
  const db = getDb();
  const joiner = await joinerByOrderCookie(db, orderCookieFrom(req.headers.get('cookie')), joinSeq);
  if (!joiner) throw sessionExpired();
  return NextResponse.json(await applicationDetail(db, joiner));
});
