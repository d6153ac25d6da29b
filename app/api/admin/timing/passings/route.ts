import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { badRequest } from '@/lib/errors';
import { adminRoute } from '@/lib/http/admin-route';
import { fileField, readMultipart } from '@/lib/http/multipart';
import { localeOfRequest, translate } from '@/lib/i18n/translate';
import { staffArea } from '@/lib/race-day/staff-areas';
import { getCurrentEvent } from '@/lib/registration/current-event';
import { queueFinishSms } from '@/lib/timing/finish-sms';
import { recordPassings } from '@/lib/timing/passings';
import { readPassingsFile } from '@/lib/timing/upload';

/** A passings file of 5,000 rows is well under 1 MB. */
const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;

/**
 * POST /api/admin/timing/passings (multipart `file`: CSV/TSV/XLSX with chip or bib, point, time) →
 * {accepted, duplicates, errors: [{row, message}]}: the same rows as the timing API, uploaded by staff.
 */
export const POST = adminRoute(staffArea('timing', { body: 'multipart', audit: 'timing.upload' }), async (req) => {
  const form = await readMultipart(req, UPLOAD_MAX_BYTES, 'records.import.tooLarge');
  const file = await fileField(form, 'file');
  if (!file) throw badRequest('records.import.noFile');
  const db = getDb();
  const event = await getCurrentEvent(db);
  const { passings, rowOf, errors } = await readPassingsFile(file.data, event.raceDate);
  const answer = passings.length
    ? await recordPassings(db, event.eventId, passings, 'csv', queueFinishSms)
    : { accepted: 0, duplicates: 0, rejected: [] };
  const locale = localeOfRequest(req);
  const all = [...errors, ...answer.rejected.map((r) => ({ row: rowOf[r.index], key: `raceDay.timing.${r.reason}` }))].sort(
    (a, b) => a.row - b.row,
  );
  return NextResponse.json({
    accepted: answer.accepted,
    duplicates: answer.duplicates,
    errors: all.slice(0, 500).map((e) => ({ row: e.row, message: translate(locale, e.key) })),
    errorCount: all.length,
  });
});
