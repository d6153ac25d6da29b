import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { revokeStaffSession } from '@/lib/auth/staff-session';
import { adminRoute } from '@/lib/http/admin-route';
import { ACCESS } from '@/lib/auth/access';

/**
 * POST /api/admin/logout (no body): ends the calling session, bearer token or console cookie; the
 * same token answers 401 afterwards. The console's own sign-out (next-auth) revokes the same way.
 */
export const POST = adminRoute(
  { roles: ACCESS.anyStaff, beforePasswordChange: true, body: 'none', audit: 'logout' },
  async (_req, staff) => {
    await revokeStaffSession(getDb(), staff.sessionId);
    return NextResponse.json({ ok: true });
  },
);
