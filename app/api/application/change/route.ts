import { getDb } from '@/db/client';
import { clientIp } from '@/lib/auth/client-ip';
import { changeRunner } from '@/lib/changes/change-runner';
import { apiHandler, jsonAnswer, parseJson } from '@/lib/http/handler';
import { localeOfRequest } from '@/lib/i18n/translate';
import { changeSchema } from '@/lib/validation/changes';

/** POST /api/application/change {proof, runnerSeq, ticketSeq?, choiceOption?}: course or souvenir change; answers the ledger. */
export const POST = apiHandler(async (req) => {
  const input = await parseJson(req, changeSchema);
  return jsonAnswer(req, await changeRunner(getDb(), input, clientIp(req.headers), localeOfRequest(req)), {
    headers: { 'cache-control': 'private, no-store' },
  });
});
