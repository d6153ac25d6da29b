import { getDb } from '@/db/client';
import { ACCESS } from '@/lib/auth/access';
import { adminRoute } from '@/lib/http/admin-route';
import { localeOfRequest } from '@/lib/i18n/translate';
import { attachmentHeader } from '@/lib/reception/excel-cell';
import { exportBankRefunds } from '@/lib/refunds/export';
import { refundExportQuerySchema } from '@/lib/validation/money-admin';
import { parseReception } from '@/lib/validation/reception';

/** GET /api/admin/refunds/export?purpose=: approved bank refunds as a bulk-transfer .xlsx (audited 'refund-export'). */
export const GET = adminRoute({ roles: ACCESS.personalDataExport }, async (req, staff) => {
  const { purpose } = parseReception(refundExportQuerySchema, Object.fromEntries(new URL(req.url).searchParams));
  const file = await exportBankRefunds(getDb(), purpose, staff, localeOfRequest(req));
  return new Response(new Uint8Array(file.buffer), {
    headers: {
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': attachmentHeader(file.fileName, file.asciiName),
      'cache-control': 'private, no-store',
    },
  });
});
