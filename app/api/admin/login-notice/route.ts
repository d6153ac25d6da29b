import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { dismissLoginNotice, loginNotice } from '@/lib/auth/login';
import { ACCESS } from '@/lib/auth/access';
import { adminRoute } from '@/lib/http/admin-route';

/** GET /api/admin/login-notice: the failed logins to the signed-in account since its holder last looked. */
export const GET = adminRoute({ roles: ACCESS.anyStaff, beforePasswordChange: true }, async (_req, staff) =>
  NextResponse.json(await loginNotice(getDb(), staff.staffId)),
);

/** DELETE /api/admin/login-notice: the holder has read the notice; it is cleared. */
export const DELETE = adminRoute(
  { roles: ACCESS.anyStaff, beforePasswordChange: true, body: 'none', audit: 'login-notice-dismissed' },
  async (_req, staff) => {
    await dismissLoginNotice(getDb(), staff.staffId);
    return NextResponse.json({ dismissed: true });
  },
);
