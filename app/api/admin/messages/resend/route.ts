import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { ACCESS } from '@/lib/auth/access';
import { adminRoute } from '@/lib/http/admin-route';
import { parseJson } from '@/lib/http/handler';
import { resendMessages } from '@/lib/sms/resend';
import { resendSchema } from '@/lib/validation/outbox';

/** POST /api/admin/messages/resend {ids} | {state:'failed'}: failed messages sent again, once each: {resent, ids}. */
export const POST = adminRoute({ roles: ACCESS.messages, audit: 'sms.resend' }, async (req, staff) =>
  NextResponse.json(await resendMessages(getDb(), await parseJson(req, resendSchema), staff)),
);
