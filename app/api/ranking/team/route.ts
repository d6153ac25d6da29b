import { getDb } from '@/db/client';
import { apiHandler, jsonAnswer, parseJson } from '@/lib/http/handler';
import { cachedTeamRecords } from '@/lib/records/lookup';
import { teamQuerySchema } from '@/lib/validation/records';

/** POST /api/ranking/team {holdRound, ageType, gender, ticketName, pageNo, rowCount} (spec §7, 'all' as null): {records, pageMaxNo, totalCount}. */
export const POST = apiHandler(async (req) => {
  const q = await parseJson(req, teamQuerySchema);
  return jsonAnswer(req, await cachedTeamRecords(getDb(), q));
});
