import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { ACCESS } from '@/lib/auth/access';
import { adminRoute } from '@/lib/http/admin-route';
import { parseJson } from '@/lib/http/handler';
import { changeOwnPassword } from '@/lib/staff/accounts';
import { passwordChangeSchema } from '@/lib/validation/staff';

/**
 * PUT /api/admin/account/password {currentPassword, newPassword}: the holder's own new password (at
 * least 10 characters). Every session of the account ends with it: sign in again.
 */
export const PUT = adminRoute({ roles: ACCESS.anyStaff, beforePasswordChange: true, audit: 'account.password' }, async (req, staff) => {
  await changeOwnPassword(getDb(), staff, await parseJson(req, passwordChangeSchema));
  return NextResponse.json({ ok: true });
});
