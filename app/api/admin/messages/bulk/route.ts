import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { ACCESS } from '@/lib/auth/access';
import { adminRoute } from '@/lib/http/admin-route';
import { parseJson } from '@/lib/http/handler';
import { createBulk } from '@/lib/sms/bulk';
import { bulkSchema } from '@/lib/validation/outbox';

/**
 * POST /api/admin/messages/bulk {segment:{ticketSeq?, paymentStatus?, exponent?, group?, untact?}, template, text,
 * ratePerMinute?}: a message to every phone of the segment, sent through the job queue at the rate: {bulkId, queued}.
 */
export const POST = adminRoute({ roles: ACCESS.messages, audit: 'sms.bulk' }, async (req, staff) =>
  NextResponse.json(await createBulk(getDb(), await parseJson(req, bulkSchema), staff)),
);
