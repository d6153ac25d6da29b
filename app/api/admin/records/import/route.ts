import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { badRequest } from '@/lib/errors';
import { adminRoute } from '@/lib/http/admin-route';
import { parseJson } from '@/lib/http/handler';
import { fileField, readMultipart, textFields } from '@/lib/http/multipart';
import { localeOfRequest } from '@/lib/i18n/translate';
import { importAnswerText, importResults } from '@/lib/records/import';
import { deleteResults, listImports } from '@/lib/records/store';
import { MAX_RESULTS_BYTES } from '@/lib/records/table-file';
import { recordDeleteSchema, recordImportFields } from '@/lib/validation/record-import';
import { ACCESS } from '@/lib/auth/access';

export const maxDuration = 120;

/** GET /api/admin/records/import: the imports by round and course (demo ones marked `isDemo`). */
export const GET = adminRoute({ roles: ACCESS.timing }, async () => NextResponse.json(await listImports(getDb())));

/**
 * POST /api/admin/records/import (multipart: file, holdRound, ticketName, gender?, mapping?): imports
 * a results file, replacing that round and course. Answers {imported, skipped, errors: [{row, message}], mapping}.
 */
export const POST = adminRoute({ roles: ACCESS.timing, body: 'multipart', audit: 'records.import' }, async (req, staff) => {
  const form = await readMultipart(req, MAX_RESULTS_BYTES + 64 * 1024, 'records.import.tooLarge');
  const fields = recordImportFields.parse(textFields(form, ['holdRound', 'ticketName', 'gender', 'mapping']));
  const file = await fileField(form, 'file');
  if (!file) throw badRequest('records.import.noFile');
  const answer = await importResults(getDb(), { ...fields, file, staffUserName: staff.userName });
  return NextResponse.json(importAnswerText(answer, localeOfRequest(req)));
});

/** DELETE /api/admin/records/import {holdRound, ticketName}: deletes that round and course's results. */
export const DELETE = adminRoute({ roles: ACCESS.timing, body: 'json', audit: 'records.delete' }, async (req) => {
  const q = await parseJson(req, recordDeleteSchema);
  return NextResponse.json(await deleteResults(getDb(), q.holdRound, q.ticketName));
});
