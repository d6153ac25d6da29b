import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { importChips } from '@/lib/bibs/chips';
import { badRequest } from '@/lib/errors';
import { adminRoute } from '@/lib/http/admin-route';
import { fileField, readMultipart } from '@/lib/http/multipart';
import { localeOfRequest, translate } from '@/lib/i18n/translate';
import { staffArea } from '@/lib/race-day/staff-areas';
import { MAX_RESULTS_BYTES } from '@/lib/records/table-file';

/** POST /api/admin/bibs/chips (multipart `file`: the timing company's bib → chip file) → {updated, unchanged, errors: [{row, message}]}. */
export const POST = adminRoute(staffArea('bibs', { body: 'multipart', audit: 'bibs.chips' }), async (req) => {
  const form = await readMultipart(req, MAX_RESULTS_BYTES + 64 * 1024, 'records.import.tooLarge');
  const file = await fileField(form, 'file');
  if (!file) throw badRequest('records.import.noFile');
  const answer = await importChips(getDb(), file.data);
  const locale = localeOfRequest(req);
  return NextResponse.json({ ...answer, errors: answer.errors.map((e) => ({ row: e.row, message: translate(locale, e.key, e.values) })) });
});
