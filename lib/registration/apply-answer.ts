import 'server-only';
import { getDb } from '@/db/client';
import type { AnswerCookie } from '@/lib/http/handler';
import type { ApplyForInput } from '@/lib/validation/application';
import { acceptQueue } from './accept-queue';
import { applyFor, type AppliedAnswer } from './apply';
import { refuseKnownFull } from './full-courses';
import { joinHashFor, ORDER_COOKIE, orderCookieOptions } from './order-cookie';

/** POST /api/applicant/applyFor's 200: its JSON and the order-id cookie it sets. */
export interface ApplicationAnswer {
  answer: AppliedAnswer;
  cookie: AnswerCookie;
}

/**
 * POST /api/applicant/applyFor once its input is read (spec §4, §7): one application (`input`, parsed
 * by applyForSchema) that reached the site at `arrivedAtMs` (ms since the epoch; its wait in the
 * opening-rush queue counts from then). A course seen full in this process is refused at once (409
 * S0003) unless the application carries a waitlist invitation, whose place is held for it; otherwise
 * the application waits its turn in the bounded accept queue (503 Q0001 past it) and is accepted in a
 * batch. Returns the answer and the order-id cookie that /apply/success checks against joinHash.
 * Throws the ApiError of a refusal (S0003 sold out, S0004 already applied, V0001, Q0001).
 *
 * One body for the route under Next (app/api/applicant/applyFor/route.ts) and the server entry's own
 * handler for the opening rush (server/apply-for.ts), which differ only in how they read and write HTTP.
 */
export async function answerApplication(input: ApplyForInput, arrivedAtMs: number): Promise<ApplicationAnswer> {
  if (!input.joiner.inviteToken) refuseKnownFull(input.runners);
  const db = getDb();
  const result = await acceptQueue.run(() => applyFor(db, input), arrivedAtMs);
  const joinHash = joinHashFor(result.joinerId, result.joinSeq);
  return {
    answer: {
      joinSeq: result.joinSeq,
      joinHash,
      amount: result.amount,
      paymentStatus: result.paymentStatus,
      paymentType: result.paymentType,
      brief: result.brief,
      needsStaffCheck: result.needsStaffCheck,
      payDeadline: result.payDeadline,
    },
    cookie: { name: ORDER_COOKIE, value: joinHash, options: orderCookieOptions() },
  };
}
