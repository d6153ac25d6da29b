import { after, NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { apiHandler, parseJson } from '@/lib/http/handler';
import { applyFor } from '@/lib/registration/apply';
import { joinHashFor, ORDER_COOKIE, orderCookieOptions } from '@/lib/registration/order-cookie';
import { notifyRegistered } from '@/lib/sms/notify';
import { applyForSchema } from '@/lib/validation/application';

export const dynamic = 'force-dynamic';

/**
 * POST /api/applicant/applyFor (spec §7): accepts an individual (one runner) or group application.
 * 200 with the registration number after commit; S0003 sold out, S0004 already applied, 400 bad input.
 * Sets the order-id cookie that /apply/success checks against joinHash. The 'registration received'
 * SMS goes after the answer (issue #3), so it can neither slow nor fail the application.
 */
export const POST = apiHandler(async (req) => {
  const input = await parseJson(req, applyForSchema);
  const db = getDb();
  const result = await applyFor(db, input);
  const known = { joinSeq: result.joinSeq, cellphone: input.joiner.cellphone, amount: result.amount, eventName: result.eventName };
  after(() => notifyRegistered(db, result.joinerId, known));
  const joinHash = joinHashFor(result.joinerId, result.joinSeq);
  const res = NextResponse.json({
    joinSeq: result.joinSeq,
    joinHash,
    amount: result.amount,
    paymentStatus: result.paymentStatus,
    paymentType: result.paymentType,
    brief: result.brief,
    needsStaffCheck: result.needsStaffCheck,
  });
  res.cookies.set(ORDER_COOKIE, joinHash, orderCookieOptions());
  return res;
});
