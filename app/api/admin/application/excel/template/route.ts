import { getDb } from '@/db/client';
import { currentRunnerTemplate } from '@/lib/excel/runner-upload';
import { adminRoute } from '@/lib/http/admin-route';
import { ACCESS } from '@/lib/auth/access';

/** GET /api/admin/application/excel/template: an .xlsx with the accepted upload headers and the courses. */
export const GET = adminRoute({ roles: ACCESS.registrations }, async () => {
  const data = await currentRunnerTemplate(getDb());
  return new Response(new Uint8Array(data), {
    headers: {
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': `attachment; filename="participants-template.xlsx"`,
      'cache-control': 'private, no-store',
    },
  });
});
