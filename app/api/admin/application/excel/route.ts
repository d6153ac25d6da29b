import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { MAX_UPLOAD_BYTES, readRunnerUpload } from '@/lib/excel/runner-upload';
import { badRequest } from '@/lib/errors';
import { adminRoute } from '@/lib/http/admin-route';
import { fileField, readMultipart } from '@/lib/http/multipart';
import { localeOfRequest } from '@/lib/i18n/translate';
import { ACCESS } from '@/lib/auth/access';

/** POST /api/admin/application/excel (spec §7, multipart `file`): the participant rows of an .xls/.xlsx upload. */
export const POST = adminRoute({ roles: ACCESS.registrations, body: 'multipart' }, async (req, staff) => {
  const form = await readMultipart(req, MAX_UPLOAD_BYTES + 64 * 1024, 'proxy.excel.tooLarge');
  const file = await fileField(form, 'file');
  if (!file) throw badRequest('proxy.excel.noFile');
  return NextResponse.json(await readRunnerUpload(getDb(), file, localeOfRequest(req), staff));
});
