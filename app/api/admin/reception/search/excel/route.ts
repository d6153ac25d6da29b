import { getDb } from '@/db/client';
import { adminRoute } from '@/lib/http/admin-route';
import { localeOfRequest } from '@/lib/i18n/translate';
import { attachmentHeader } from '@/lib/reception/excel-cell';
import { exportApplications } from '@/lib/reception/export';
import { applicationExportSchema, parseReception } from '@/lib/validation/reception';
import { ACCESS } from '@/lib/auth/access';

/** GET /api/admin/reception/search/excel (spec §7): the filtered list as .xlsx; `purpose` required (audited). */
export const GET = adminRoute({ roles: ACCESS.personalDataExport }, async (req, staff) => {
  const q = parseReception(applicationExportSchema, Object.fromEntries(new URL(req.url).searchParams));
  const file = await exportApplications(getDb(), q, staff, localeOfRequest(req));
  return new Response(new Uint8Array(file.buffer), {
    headers: {
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': attachmentHeader(file.fileName, file.asciiName),
      'cache-control': 'private, no-store',
    },
  });
});
