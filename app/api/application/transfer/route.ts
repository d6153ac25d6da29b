import { getDb } from '@/db/client';
import { clientIp } from '@/lib/auth/client-ip';
import { apiHandler, jsonAnswer, parseJson } from '@/lib/http/handler';
import { requestTransfer } from '@/lib/transfers/transfer';
import { transferSchema } from '@/lib/validation/changes';

/** POST /api/application/transfer {proof, runnerSeq, newRunner}: official transfer; a code goes to the new runner's phone. */
export const POST = apiHandler(async (req) => {
  const input = await parseJson(req, transferSchema);
  return jsonAnswer(req, await requestTransfer(getDb(), input, clientIp(req.headers)), {
    headers: { 'cache-control': 'private, no-store' },
  });
});
