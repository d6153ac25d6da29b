import { apiHandler, jsonAnswer, parseJson } from '@/lib/http/handler';
import { arrivedAt } from '@/lib/http/admission';
import { answerApplication } from '@/lib/registration/apply-answer';
import { applyForSchema } from '@/lib/validation/application';

/**
 * POST /api/applicant/applyFor (spec §7): accepts an individual (one runner) or group application.
 * 200 with the registration number after commit; S0003 sold out, S0004 already applied, 400 bad input.
 * Sets the order-id cookie that /apply/success checks against joinHash. The 'registration received'
 * SMS is queued with the application and sent by the job queue, so it can neither slow nor fail it. During a rush a course
 * seen full is refused from memory, and acceptance waits in a bounded queue (503 Q0001 + Retry-After
 * past it) instead of piling up on the database pool (lib/registration/apply-answer.ts). The server entry
 * serves this call with its own node handler (server/apply-for.ts) on the same function; this route is
 * the one `next start` and `next dev` serve.
 */
export const POST = apiHandler(async (req) => {
  const input = await parseJson(req, applyForSchema);
  const { answer, cookie } = await answerApplication(input, arrivedAt(req));
  return jsonAnswer(req, answer, { cookies: [cookie] });
});
