import { getDb } from '@/db/client';
import { clientIp } from '@/lib/auth/client-ip';
import { apiHandler, jsonAnswer, parseJson } from '@/lib/http/handler';
import { requestRefund } from '@/lib/refunds/request';
import { refundRequestSchema } from '@/lib/validation/changes';

/**
 * POST /api/application/refund-request {proof, runnerSeqs?, account?:{bankCode, accountNo, holder}}:
 * cancel (all, or some of a group's runners) with a refund under the edition's refund policy;
 * answers {refundSeq, amount, state:'requested', …}.
 */
export const POST = apiHandler(async (req) => {
  const input = await parseJson(req, refundRequestSchema);
  return jsonAnswer(req, await requestRefund(getDb(), input, clientIp(req.headers)), { headers: { 'cache-control': 'private, no-store' } });
});
