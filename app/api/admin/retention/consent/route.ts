import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { ACCESS } from '@/lib/auth/access';
import { adminRoute } from '@/lib/http/admin-route';
import { parseJson } from '@/lib/http/handler';
import { publishConsent } from '@/lib/registration/consent';
import { consentPublishSchema } from '@/lib/validation/retention';

/** POST /api/admin/retention/consent {privacyKo, rulesKo, privacyEn, rulesEn}: new consent texts, in force at once: {version}. */
export const POST = adminRoute({ roles: ACCESS.retention, audit: 'consent.publish' }, async (req, staff) => {
  const version = await publishConsent(getDb(), await parseJson(req, consentPublishSchema), staff);
  return NextResponse.json({ version });
});
