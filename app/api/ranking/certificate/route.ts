import { z } from 'zod';
import { getDb } from '@/db/client';
import { clientIp } from '@/lib/auth/client-ip';
import { ApiError } from '@/lib/http/errors';
import { apiHandler, parseQuery } from '@/lib/http/handler';
import { certificatePdf } from '@/lib/records/certificate';
import { lookupPerson } from '@/lib/records/person-lookup';
import { eventNameOfRound } from '@/lib/records/round-info';
import { personLookupSchema } from '@/lib/validation/records';

export const dynamic = 'force-dynamic';

const query = personLookupSchema.extend({ ticketName: z.string().trim().max(50).optional() });

/**
 * GET /api/ranking/certificate?holdRound&backNo&runnerName[&ticketName]: the finisher certificate PDF
 * of that result (the same guarded lookup as /api/ranking/person); 404 'No results.' when none.
 */
export const GET = apiHandler(async (req) => {
  const q = parseQuery(req, query);
  const rows = await lookupPerson(getDb(), q, clientIp(req.headers));
  const row = rows.find((r) => !q.ticketName || r.ticketName === q.ticketName);
  if (!row) throw new ApiError(404, 'S0001', 'no results', 'records.noResults');
  const pdf = await certificatePdf(row, await eventNameOfRound(getDb(), row.holdRound));
  return new Response(Buffer.from(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="certificate-${row.holdRound}-${encodeURIComponent(row.backNo)}.pdf"`,
      'cache-control': 'private, no-store',
    },
  });
});
