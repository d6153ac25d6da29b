import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { refreshPublicPages } from '@/lib/cache/public-pages';
import { saveEventInfo } from '@/lib/events/event-admin';
import { MAX_PHOTO_BYTES } from '@/lib/events/photo';
import { adminRoute } from '@/lib/http/admin-route';
import { fileField, readMultipart, textFields } from '@/lib/http/multipart';
import { eventInfoSchema } from '@/lib/validation/events';
import { ACCESS } from '@/lib/auth/access';

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
export const POST = adminRoute({ roles: ACCESS.eventSettings, body: 'multipart' }, async (req, staff) => {
  const form = await readMultipart(req, MAX_PHOTO_BYTES + 64 * 1024, 'events.errors.photoSize');
  const input = eventInfoSchema.parse(textFields(form, TEXT_FIELDS));
  const file = await fileField(form, 'file');
  const saved = await saveEventInfo(getDb(), input, file ? { fileName: file.name, data: file.data } : null, staff);
  refreshPublicPages('event');
  return NextResponse.json(saved);
});
