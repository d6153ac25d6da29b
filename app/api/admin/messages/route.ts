import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { ACCESS } from '@/lib/auth/access';
import { adminRoute } from '@/lib/http/admin-route';
import { parseQuery } from '@/lib/http/handler';
import { listMessages } from '@/lib/sms/outbox-list';
import { messageListSchema } from '@/lib/validation/outbox';

/** GET /api/admin/messages?state=&kind=&q=&bulkId=&page=&rowCount=: the outbox, newest first, recipients masked. */
export const GET = adminRoute({ roles: ACCESS.messages }, async (req, staff) =>
  NextResponse.json(await listMessages(getDb(), parseQuery(req, messageListSchema), staff)),
);
