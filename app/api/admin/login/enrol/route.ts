import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { clientIp } from '@/lib/auth/client-ip';
import { enrolAtSignIn } from '@/lib/auth/sign-in';
import { apiHandler, parseJson } from '@/lib/http/handler';
import { adminLoginSchema } from '@/lib/validation/admin-login';

/**
 * POST /api/admin/login/enrol {userName, password}: starts two-step sign-in for an account without
 * one (before any session exists, like POST /api/admin/login): {secret, uri, qrSvg} to scan with an
 * authenticator app; the sign-in with its first code confirms it. Same 401/423 as a sign-in.
 */
export const POST = apiHandler(async (req) => {
  const body = await parseJson(req, adminLoginSchema);
  return NextResponse.json(await enrolAtSignIn(getDb(), body, clientIp(req.headers), req.headers.get('cookie')));
});
