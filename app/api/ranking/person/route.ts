import { getDb } from '@/db/client';
import { clientIp } from '@/lib/auth/client-ip';
import { apiHandler, jsonAnswer, parseJson } from '@/lib/http/handler';
import { lookupPerson } from '@/lib/records/person-lookup';
import { personLookupSchema } from '@/lib/validation/records';

/** POST /api/ranking/person {holdRound, backNo, runnerName} (spec §7): the runner's record rows; [] when none; 429 past 10 misses a minute. */
export const POST = apiHandler(async (req) => {
  const q = await parseJson(req, personLookupSchema);
  return jsonAnswer(req, await lookupPerson(getDb(), q, clientIp(req.headers)));
});
