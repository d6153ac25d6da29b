import { getDb } from '@/db/client';
import { currentRunnerTemplate } from '@/lib/excel/runner-upload';
import { adminRoute } from '@/lib/http/admin-route';
import { localeOfRequest } from '@/lib/i18n/translate';
import { ACCESS } from '@/lib/auth/access';

/** GET /api/admin/application/excel/template: an .xlsx with the accepted upload headers and the courses, titled in the staff member's language. */
export const GET = adminRoute({ roles: ACCESS.registrations }, async (req) => {
  const data = await currentRunnerTemplate(getDb(), localeOfRequest(req));
  return new Response(new Uint8Array(data), {
    headers: {
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': `attachment; filename="participants-template.xlsx"`,
      'cache-control': 'private, no-store',
    },
  });
});
