import { apiErrorBody, apiErrorOf, parseJsonBody } from '@/lib/http/handler';
import { arrivedAt } from '@/lib/http/admission';
import { localeOfRequest } from '@/lib/i18n/translate';
import { answerApplication } from '@/lib/registration/apply-answer';
import { applyForSchema } from '@/lib/validation/application';
import { writeJson } from './node-answer';
import { requestHeadOf } from './node-request';
import type { NodeRoute } from './node-route';

/**
 * POST /api/applicant/applyFor as the server entry serves it (spec §7): a node handler on the route's
 * own function (lib/registration/apply-answer.ts) and checks (parseJsonBody: content type, origin, size,
 * JSON, control characters, the schema), reading the node request and writing the node answer directly.
 * At an opening this is most of what the workers do, and building a web Request and Response around it
 * cost each worker about a tenth of the applications it could accept
 * (docs/benchmarks/2026-11-26-apply-for-without-web-request.md). The answers are the route's: the same
 * status, JSON, cookie and headers (tests/integration/apply-for.test.ts runs against this handler,
 * tests/integration/next-start.test.ts against the route).
 */
export const applyForNode: NodeRoute = async (req, res, body) => {
  const head = requestHeadOf(req);
  try {
    const input = parseJsonBody(head, body, applyForSchema);
    const { answer, cookie } = await answerApplication(input, arrivedAt(head));
    writeJson(res, 200, answer, { cookies: [cookie] });
  } catch (err) {
    const e = apiErrorOf(err, '/api/applicant/applyFor');
    writeJson(res, e.status, apiErrorBody(e, localeOfRequest(head)), { headers: e.headers });
  }
};
