import { getDb } from '@/db/client';
import { apiHandler, jsonAnswer, parseJson } from '@/lib/http/handler';
import { arrivedAt } from '@/lib/http/admission';
import { acceptQueue } from '@/lib/registration/accept-queue';
import { applyFor, type AppliedAnswer } from '@/lib/registration/apply';
import { refuseKnownFull } from '@/lib/registration/full-courses';
import { joinHashFor, ORDER_COOKIE, orderCookieOptions } from '@/lib/registration/order-cookie';
import { applyForSchema } from '@/lib/validation/application';

/**
 * POST /api/applicant/applyFor (spec §7): accepts an individual (one runner) or group application.
 * 200 with the registration number after commit; S0003 sold out, S0004 already applied, 400 bad input.
 * Sets the order-id cookie that /apply/success checks against joinHash. The 'registration received'
 * SMS is queued with the application and sent by the job queue, so it can neither slow nor fail it. During a rush a course
 * seen full is refused from memory, and acceptance waits in a bounded queue (503 Q0001 + Retry-After
 * past it) instead of piling up on the database pool.
 */
export const POST = apiHandler(async (req) => {
  const input = await parseJson(req, applyForSchema);
  // A waitlist invitation's place is held for its runner: the course looks full to everybody else.
  if (!input.joiner.inviteToken) refuseKnownFull(input.runners);
  const db = getDb();
  const result = await acceptQueue.run(() => applyFor(db, input), arrivedAt(req));
  const joinHash = joinHashFor(result.joinerId, result.joinSeq);
  return jsonAnswer(
    req,
    {
      joinSeq: result.joinSeq,
      joinHash,
      amount: result.amount,
      paymentStatus: result.paymentStatus,
      paymentType: result.paymentType,
      brief: result.brief,
      needsStaffCheck: result.needsStaffCheck,
      payDeadline: result.payDeadline,
    } satisfies AppliedAnswer,
    { cookies: [{ name: ORDER_COOKIE, value: joinHash, options: orderCookieOptions() }] },
  );
});
