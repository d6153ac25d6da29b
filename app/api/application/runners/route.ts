import { getDb } from '@/db/client';
import { clientIp } from '@/lib/auth/client-ip';
import { addRunners } from '@/lib/changes/add-runners';
import { apiHandler, jsonAnswer, parseJson } from '@/lib/http/handler';
import { localeOfRequest } from '@/lib/i18n/translate';
import { addRunnersSchema } from '@/lib/validation/changes';

/** POST /api/application/runners {proof, runners}: members added to a group; answers the ledger (the difference due). */
export const POST = apiHandler(async (req) => {
  const input = await parseJson(req, addRunnersSchema);
  return jsonAnswer(req, await addRunners(getDb(), input, clientIp(req.headers), localeOfRequest(req)), {
    headers: { 'cache-control': 'private, no-store' },
  });
});
