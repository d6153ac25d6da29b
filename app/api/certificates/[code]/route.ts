import { getDb } from '@/db/client';
import { clientIp } from '@/lib/auth/client-ip';
import { verifyCertificate } from '@/lib/certificates/verify';
import { apiHandler, jsonAnswer } from '@/lib/http/handler';

/**
 * GET /api/certificates/{code}: the facts a certificate's code stands for, read from the database
 * ({runnerName (masked after the first letter), ticketName, holdRound, elapseTime, valid}, plus the
 * printed code, kind, distance and issue / revocation times). 404 S0001 for an unknown code, 429
 * S0429 past the client's misses (lib/certificates/verify.ts).
 */
export const GET = apiHandler<{ params: Promise<{ code: string }> }>(async (req, { params }) => {
  const { code } = await params;
  const view = await verifyCertificate(getDb(), code.slice(0, 40), clientIp(req.headers));
  return jsonAnswer(req, view, { headers: { 'cache-control': 'private, no-store' } });
});
