import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { ACCESS } from '@/lib/auth/access';
import { adminRoute } from '@/lib/http/admin-route';
import { parseJson } from '@/lib/http/handler';
import { previewBulk } from '@/lib/sms/bulk';
import { bulkPreviewSchema } from '@/lib/validation/outbox';

/** POST /api/admin/messages/bulk/preview {segment, text}: how many phones it reaches, 5 of them masked, the text as sent. Sends nothing. */
export const POST = adminRoute({ roles: ACCESS.messages, audit: 'sms.bulk.preview' }, async (req) => {
  const { segment, text } = await parseJson(req, bulkPreviewSchema);
  return NextResponse.json(await previewBulk(getDb(), segment, text));
});
