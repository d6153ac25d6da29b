import { getDb } from '@/db/client';
import { clientIp } from '@/lib/auth/client-ip';
import { apiHandler, jsonAnswer, parseJson } from '@/lib/http/handler';
import { localeOfRequest } from '@/lib/i18n/translate';
import { ledgerByProof } from '@/lib/ledger/view';
import { ledgerQuerySchema } from '@/lib/validation/changes';

/** POST /api/application/ledger {joinSeq, joinerName, cellphone}: the registration's payment ledger and its figures (won). */
export const POST = apiHandler(async (req) => {
  const proof = await parseJson(req, ledgerQuerySchema);
  return jsonAnswer(req, await ledgerByProof(getDb(), proof, clientIp(req.headers), localeOfRequest(req)), {
    headers: { 'cache-control': 'private, no-store' },
  });
});
