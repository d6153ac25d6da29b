import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { ACCESS } from '@/lib/auth/access';
import { adminRoute } from '@/lib/http/admin-route';
import { parseJson } from '@/lib/http/handler';
import { createStaffAccount, listStaffAccounts, updateStaffAccount } from '@/lib/staff/accounts';
import { staffCreateSchema, staffUpdateSchema } from '@/lib/validation/staff';

/** GET /api/admin/staff: every staff account with its role, two-step state, last sign-in and whether it is disabled. */
export const GET = adminRoute({ roles: ACCESS.staffAccounts }, async () =>
  NextResponse.json({ accounts: await listStaffAccounts(getDb()) }),
);

/** POST /api/admin/staff {userName, displayName?, role}: a new account and its temporary password (shown once). */
export const POST = adminRoute({ roles: ACCESS.staffAccounts, audit: 'staff.create' }, async (req, staff) => {
  const input = await parseJson(req, staffCreateSchema);
  return NextResponse.json(await createStaffAccount(getDb(), input, staff));
});

/** PUT /api/admin/staff {staffId, role | disabled | resetPassword | resetTwoStep}: one change to an account. */
export const PUT = adminRoute({ roles: ACCESS.staffAccounts, audit: 'staff.update' }, async (req, staff) => {
  const input = await parseJson(req, staffUpdateSchema);
  return NextResponse.json(await updateStaffAccount(getDb(), input, staff));
});
