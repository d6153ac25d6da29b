import { getDb } from '@/db/client';
import { clientIp } from '@/lib/auth/client-ip';
import { apiHandler, jsonAnswer, parseJson } from '@/lib/http/handler';
import { runnerHistory } from '@/lib/records/history';
import { historyQuerySchema } from '@/lib/validation/history';

/**
 * POST /api/ranking/history {runnerName, birthday}: the runner's official results across editions,
 * `{results: [{holdRound, ticketName, elapseTime, totalRank, ageGrade, …}], bests: {course: …}}`,
 * found by exact name and birth date only (lib/records/history.ts); 429 S0429 after repeated misses.
 */
export const POST = apiHandler(async (req) => {
  const q = await parseJson(req, historyQuerySchema);
  return jsonAnswer(req, await runnerHistory(getDb(), q, clientIp(req.headers)), { headers: { 'cache-control': 'private, no-store' } });
});
