import { getDb } from '@/db/client';
import { apiHandler, jsonAnswer, parseJson } from '@/lib/http/handler';
import { confirmTransfer } from '@/lib/transfers/transfer';
import { transferConfirmSchema } from '@/lib/validation/changes';

/** POST /api/application/transfer/confirm {transferSeq, code}: the new runner confirms; answers {state:'approved'|'awaiting-staff'}. */
export const POST = apiHandler(async (req) => {
  const input = await parseJson(req, transferConfirmSchema);
  return jsonAnswer(req, await confirmTransfer(getDb(), input), { headers: { 'cache-control': 'private, no-store' } });
});
