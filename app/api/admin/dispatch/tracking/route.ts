import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { queueDispatchedSms } from '@/lib/dispatch/notify';
import { importTracking } from '@/lib/dispatch/tracking';
import { badRequest } from '@/lib/errors';
import { adminRoute } from '@/lib/http/admin-route';
import { fileField, readMultipart, textFields } from '@/lib/http/multipart';
import { localeOfRequest, translate } from '@/lib/i18n/translate';
import { staffArea } from '@/lib/race-day/staff-areas';
import { MAX_RESULTS_BYTES } from '@/lib/records/table-file';
import { trackingImportFields } from '@/lib/validation/dispatch';

/**
 * POST /api/admin/dispatch/tracking (multipart `file`, `courier`): the courier's tracking numbers by
 * order (= registration) number → {updated, unchanged, errors: [{row, message}]}; each new or changed
 * parcel's applicant gets the 'dispatched' SMS, queued in the same transaction.
 */
export const POST = adminRoute(staffArea('dispatch', { body: 'multipart', audit: 'dispatch.tracking' }), async (req, staff) => {
  const form = await readMultipart(req, MAX_RESULTS_BYTES + 64 * 1024, 'records.import.tooLarge');
  const { courier } = trackingImportFields.parse(textFields(form, ['courier']));
  const file = await fileField(form, 'file');
  if (!file) throw badRequest('records.import.noFile');
  const answer = await importTracking(getDb(), file.data, courier, staff.userName, queueDispatchedSms);
  const locale = localeOfRequest(req);
  return NextResponse.json({ ...answer, errors: answer.errors.map((e) => ({ row: e.row, message: translate(locale, e.key, e.values) })) });
});
