import { NextResponse } from 'next/server';
import { ACCESS } from '@/lib/auth/access';
import { env } from '@/lib/env';
import { adminRoute } from '@/lib/http/admin-route';
import { messageKinds } from '@/lib/sms/kinds';

/** GET /api/admin/messages/kinds: every message kind the site sends, its template, a sample and its AlimTalk template code. */
export const GET = adminRoute({ roles: ACCESS.messageTemplates }, async () =>
  NextResponse.json({
    kinds: messageKinds().map((k) => ({ ...k, alimtalkTemplate: env.messages.ALIMTALK_TEMPLATES?.[k.kind] ?? null })),
  }),
);
