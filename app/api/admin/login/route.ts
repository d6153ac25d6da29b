import { encode } from 'next-auth/jwt';
import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { clientIp } from '@/lib/auth/client-ip';
import { deviceSetCookie } from '@/lib/auth/device';
import { loginNotice } from '@/lib/auth/login';
import { signInStaff } from '@/lib/auth/sign-in';
import { env } from '@/lib/env';
import { SESSION_IDLE_SEC } from '@/lib/auth/options';
import { openStaffSession } from '@/lib/auth/staff-session';
import { apiHandler, parseJson } from '@/lib/http/handler';
import { adminLoginSchema } from '@/lib/validation/admin-login';

/**
 * POST /api/admin/login {userName, password, otp?} (spec §7): the token as body, for API clients that
 * send it as `Authorization: Bearer`, with the failed logins to the account since its last sign-in
 * (`loginNotice`), and the device cookie of the account (lib/auth/device.ts). 401 with the spec's
 * message; 423 while the client is locked (5 wrong passwords or 5 wrong codes, 15 min) or, for a
 * device that never signed in to the account, while it is under attack. Accounts that sign in in two
 * steps send the authenticator's code as `otp` (401 A0402 without it, A0406 when wrong; A0407 when
 * the account has not enrolled yet, which the console's login page does). The token is never
 * renewed: it ends after 30 minutes, at POST /api/admin/logout, or when the account's password,
 * role or two-step sign-in changes or it is disabled.
 */
export const POST = apiHandler(async (req) => {
  const body = await parseJson(req, adminLoginSchema);
  const staff = await signInStaff(getDb(), body, clientIp(req.headers), req.headers.get('cookie'));
  const { sessionId } = await openStaffSession(getDb(), staff.staffId, 'bearer');
  const token = await encode({
    token: { sub: String(staff.staffId), name: staff.userName, sid: sessionId },
    secret: env.auth.NEXTAUTH_SECRET!,
    maxAge: SESSION_IDLE_SEC,
  });
  const res = NextResponse.json({
    token,
    tokenType: 'Bearer',
    expiresIn: SESSION_IDLE_SEC,
    loginNotice: await loginNotice(getDb(), staff.staffId),
  });
  res.headers.append('set-cookie', deviceSetCookie(staff.staffId));
  return res;
});
