import { getDb } from '@/db/client';
import { exportParcels } from '@/lib/dispatch/export';
import { adminRoute } from '@/lib/http/admin-route';
import { parseQuery } from '@/lib/http/handler';
import { staffArea } from '@/lib/race-day/staff-areas';
import { attachmentHeader } from '@/lib/reception/excel-cell';
import { dispatchExportSchema } from '@/lib/validation/dispatch';

/** GET /api/admin/dispatch/export?scope=pending|all&purpose= : the courier's .xlsx, one row per parcel (audited export). */
export const GET = adminRoute(staffArea('dispatch'), async (req, staff) => {
  const file = await exportParcels(getDb(), parseQuery(req, dispatchExportSchema), staff);
  return new Response(new Uint8Array(file.buffer), {
    headers: {
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': attachmentHeader(file.fileName, file.asciiName),
      'cache-control': 'private, no-store',
    },
  });
});
