import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { saveEventInfo } from '@/lib/events/event-admin';
import { MAX_PHOTO_BYTES } from '@/lib/events/photo';
import { adminRoute } from '@/lib/http/admin-route';
import { fileField, readMultipart } from '@/lib/http/multipart';
import { eventInfoSchema } from '@/lib/validation/events';

export const dynamic = 'force-dynamic';

const TEXT_FIELDS = [
  'eventCode',
  'eventName',
  'subscript',
  'eventNameEn',
  'subscriptEn',
  'organizerEn',
  'homeUrl',
  'companyNo',
  'organizer',
  'managerName',
  'cellphone',
  'email',
  'accountNo',
] as const;

/** POST /api/admin/event (spec §7, multipart): event info fields and an optional photo `file`. */
export const POST = adminRoute({ body: 'multipart' }, async (req, staff) => {
  const form = await readMultipart(req, MAX_PHOTO_BYTES + 64 * 1024, 'events.errors.photoSize');
  const fields = Object.fromEntries(TEXT_FIELDS.flatMap((k) => (typeof form.get(k) === 'string' ? [[k, form.get(k)]] : [])));
  const input = eventInfoSchema.parse(fields);
  const file = await fileField(form, 'file');
  return NextResponse.json(await saveEventInfo(getDb(), input, file ? { fileName: file.name, data: file.data } : null, staff));
});
