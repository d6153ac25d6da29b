import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { ACCESS } from '@/lib/auth/access';
import { adminRoute } from '@/lib/http/admin-route';
import { bulkProgress } from '@/lib/sms/bulk';
import { idParam } from '@/lib/validation/id-param';

/** GET /api/admin/messages/bulk/{id}: progress of a bulk message: {queued, sent, failed, notSent, total, …}. */
export const GET = adminRoute<{ params: Promise<{ id: string }> }>({ roles: ACCESS.messages }, async (_req, _staff, { params }) => {
  const bulkId = idParam('outbox.errors.bulkNotFound').parse((await params).id);
  return NextResponse.json(await bulkProgress(getDb(), bulkId));
});
