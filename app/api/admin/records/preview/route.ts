import { NextResponse } from 'next/server';
import { badRequest } from '@/lib/errors';
import { adminRoute } from '@/lib/http/admin-route';
import { fileField, readMultipart } from '@/lib/http/multipart';
import { previewResults } from '@/lib/records/import';
import { MAX_RESULTS_BYTES } from '@/lib/records/table-file';
import { ACCESS } from '@/lib/auth/access';

export const maxDuration = 60;

/** POST /api/admin/records/preview (multipart `file`): headers, detected mapping and first rows, for confirmation before the import. Changes nothing. */
export const POST = adminRoute({ roles: ACCESS.timing, body: 'multipart', audit: 'records.preview' }, async (req) => {
  const form = await readMultipart(req, MAX_RESULTS_BYTES + 64 * 1024, 'records.import.tooLarge');
  const file = await fileField(form, 'file');
  if (!file) throw badRequest('records.import.noFile');
  return NextResponse.json(await previewResults(file.data));
});
