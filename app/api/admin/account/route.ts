import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { ACCESS } from '@/lib/auth/access';
import { adminRoute } from '@/lib/http/admin-route';
import { ownAccount } from '@/lib/staff/accounts';

/** GET /api/admin/account: the signed-in account (role, two-step state, last sign-in). */
export const GET = adminRoute({ roles: ACCESS.anyStaff, beforePasswordChange: true }, async (_req, staff) =>
  NextResponse.json(await ownAccount(getDb(), staff.staffId)),
);
