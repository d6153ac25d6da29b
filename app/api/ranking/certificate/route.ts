import { z } from 'zod';
import { getDb } from '@/db/client';
import { clientIp } from '@/lib/auth/client-ip';
import { apiHandler, parseQuery } from '@/lib/http/handler';
import { localeOfRequest } from '@/lib/i18n/translate';
import { personCertificate } from '@/lib/records/certificate';
import { personLookupSchema } from '@/lib/validation/records';

const query = personLookupSchema.extend({ ticketName: z.string().trim().max(50).optional() });

/**
 * GET /api/ranking/certificate?holdRound&backNo&runnerName[&ticketName]: the finisher certificate PDF
 * of that result (the same guarded lookup as /api/ranking/person); 404 'No results.' when none.
 */
export const GET = apiHandler(async (req) => {
  const q = parseQuery(req, query);
  const { pdf, row } = await personCertificate(getDb(), q, clientIp(req.headers), localeOfRequest(req));
  return new Response(Buffer.from(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="certificate-${row.holdRound}-${encodeURIComponent(row.backNo)}.pdf"`,
      'cache-control': 'private, no-store',
    },
  });
});
