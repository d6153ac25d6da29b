import { getDb } from '@/db/client';
import { exportBibPrint } from '@/lib/bibs/labels';
import { adminRoute } from '@/lib/http/admin-route';
import { parseQuery } from '@/lib/http/handler';
import { localeOfRequest } from '@/lib/i18n/translate';
import { staffArea } from '@/lib/race-day/staff-areas';
import { attachmentHeader } from '@/lib/reception/excel-cell';
import { labelsQuerySchema } from '@/lib/validation/bibs';

/** GET /api/admin/bibs/labels?kind=labels|fronts&ticketSeq&purpose: back-of-bib labels or bib fronts as PDF (audited export). */
export const GET = adminRoute(staffArea('bibs'), async (req, staff) => {
  const file = await exportBibPrint(getDb(), parseQuery(req, labelsQuerySchema), staff, localeOfRequest(req));
  return new Response(new Uint8Array(file.pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': attachmentHeader(file.fileName, file.asciiName),
      'cache-control': 'private, no-store',
    },
  });
});
